# SPDX-License-Identifier: GPL-3.0-or-later
from ck import *
g=CK()
cwrite("ck-setup-city", "Cities & Knights: the second setup piece is a city (it earns one resource per hex, no commodity); play to 13.", g,
  expect={"phase":"roll","barbarian":0,"robber_free":False,"players":[
    {"vp":3,"resources":{"grain":2,"wool":1,"paper":0,"cloth":0,"coin":0},"pieces_left":{"settlements":4,"cities":3},"hand_limit":7},
    {"vp":3,"resources":{"grain":2,"lumber":1}},{"vp":3,"resources":{"brick":1,"lumber":1,"ore":1}}]})
g=CK(); g.turns([11,8,4])
cwrite("ck-commodities", "A city on forest gives lumber and paper, on pasture wool and cloth, on mountains ore and coin; a city on fields still gives two grain.", g,
  expect={"players":[{"resources":{"wool":2,"cloth":1,"grain":4}},{"resources":{"lumber":4,"paper":1}},{"resources":{"ore":2,"coin":1,"grain":1}}],
          "bank":{"paper":11,"cloth":11,"coin":11}})
g=levels()
cwrite("ck-improvements-level-1", "City improvements: level 1 of a track costs one commodity of its kind (trade: cloth, science: paper, politics: coin).", g,
  expect={"players":[{"improvements":{"trade":1,"science":0,"politics":0},"resources":{"cloth":2}},{"improvements":{"science":1},"resources":{"paper":2}},{"improvements":{"politics":1},"resources":{"coin":2}}]})
g=CK(); g.roll(5,6).m("improve",track="science")
cwrite("ck-improvement-cost", "Level 1 of science costs a paper.", g, expect_error={"move":g.mark()-1,"contains":"needs 1 paper"})
g=levels(); g.roll(3,2,"science",draws=[None,"crane"]).end()
cwrite("ck-progress-draw", "A science gate with red die 2: player 1 (science level 1) draws a progress card; red 1-2 at level 1.", g,
  expect={"science_deck":17,"players":[{},{"progress_cards":{"crane":1}},{}]})
g=levels(); g.roll(2,3,"science").end()
cwrite("ck-progress-no-draw", "Red die 3 with science level 1: no card.", g, expect={"science_deck":18,"players":[{},{"progress_cards":{}},{}]})
g=levels(); g.roll(3,2,"science",draws=[None,None,"crane"])
cwrite("ck-progress-draw-entitled", "Only a player whose level reaches the red die draws.", g, expect_error={"move":g.mark()-1,"contains":"draws no such"})
def ships(g, n):
  for i in range(n):
    g.roll(1,4,"ship").end()
  return g
g=ships(CK(), 6)
cwrite("ck-barbarians-advance", "Each ship face moves the barbarians one step; six steps, no attack yet.", g,
  expect={"barbarian":6,"players":[{"vp":3},{"vp":3},{"vp":3}]})
g=ships(CK(), 7)
cwrite("ck-barbarians-win-no-knights", "Barbarians win: 3 cities against no knights. Every player (all with zero knights) loses a city, which becomes a settlement; the robber may now leave the desert.", g,
  expect={"barbarian":0,"robber_free":True,"players":[{"vp":2,"pieces_left":{"cities":4,"settlements":3}},{"vp":2},{"vp":2}]})
g=CK(); g.roll(3,4,"politics")
cwrite("ck-seven-robber-stays", "Before the first barbarian attack a 7 does not move the robber.", g, expect={"phase":"main","robber":"0,0"})
g=ships(CK(), 7); g.roll(3,4,"politics").m("discard",2,cards={"wool":5})
cwrite("ck-seven-after-attack", "After the first attack a 7 moves the robber again (after player 2 discards 5 of 10 cards).", g, expect={"phase":"robber","players":[{},{},{"hand":5}]})
