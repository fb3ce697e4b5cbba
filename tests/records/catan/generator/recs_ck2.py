# SPDX-License-Identifier: GPL-3.0-or-later
from ck import *
def defender():
  g=CK()
  g.roll(4,6,"ship").m("knight_build",corner="1,-2,S").m("knight_activate",corner="1,-2,S").end()
  g.roll(1,4,"ship").end(); g.roll(1,4,"ship").end(); g.roll(2,6,"ship").end(); g.roll(2,6,"ship").end()
  g.roll(1,3,"ship").m("knight_build",corner="1,1,N").m("knight_activate",corner="1,1,N").m("knight_promote",corner="1,1,N").end()
  return g
g=defender()
cwrite("ck-knights-built", "Knights: built for wool and ore on a free corner of one's roads, activated for grain, promoted for wool and ore.", g,
  expect={"barbarian":6,"players":[{"knights":[{"corner":"1,-2,S","level":1,"active":True}],"knight_strength":1},{},
                                   {"knights":[{"corner":"1,1,N","level":2,"active":True}],"knight_strength":2}]})
g=defender(); g.roll(4,6,"ship").end()
cwrite("ck-barbarians-defeated", "Barbarians defeated: 3 cities against knights of strength 1 + 2. Player 2, the single strongest defender, earns a Defender of Catan point; all knights become inactive.", g,
  expect={"barbarian":0,"robber_free":True,"players":[{"vp":3,"knight_strength":0,"knights":[{"active":False}]},{"vp":3},
                                                     {"vp":4,"vp_breakdown":{"defender":1},"knight_strength":0}]})
def tie():
  g=CK()
  g.roll(4,6,"ship").m("knight_build",corner="1,-2,S").m("knight_activate",corner="1,-2,S").end()
  g.roll(5,6,"ship").end(); g.roll(5,6,"ship").end(); g.roll(1,2,"ship").end()
  g.roll(1,4,"ship").m("bank_trade",give="lumber",get="wool").m("knight_build",corner="-1,1,N").m("knight_activate",corner="-1,1,N").end()
  g.roll(1,3,"ship").m("knight_build",corner="1,1,N").m("knight_activate",corner="1,1,N").end()
  g.roll(4,6,"ship")
  return g
g=tie()
cwrite("ck-barbarians-defender-tie", "Barbarians defeated by three knights of strength 1: the tie gives each of the three a progress card of the colour they choose.", g,
  expect={"phase":"respond","players":[{"vp":3},{"vp":3},{"vp":3}]})
g=tie(); g.m("pick_progress",1,track="science",card="smith").m("pick_progress",2,track="politics",card="warlord").m("pick_progress",0,track="trade",card="merchant_fleet")
cwrite("ck-barbarians-defender-tie-picks", "The three defenders pick their progress cards (any order), then the roller goes on.", g,
  expect={"phase":"main","players":[{"progress_cards":{"merchant_fleet":1}},{"progress_cards":{"smith":1}},{"progress_cards":{"warlord":1}}]})
g=CK(); g.roll(4,6).end().roll(1,1).end().roll(4,6).m("wall",corner="2,-1,S").end().turns([10,10]); g.roll(3,4).m("discard",0,cards={"ore":4})
cwrite("ck-city-wall", "A city wall costs 2 brick and raises the hand limit by 2: on a 7 player 2 keeps all 9 cards while player 0 (8 cards, no wall) discards 4; the robber stays in the desert.", g,
  expect={"phase":"main","players":[{},{},{"hand":9,"walls":1,"hand_limit":9}]})
g=CK(); g.roll(1,2).m("knight_build",corner="0,0,N")
cwrite("ck-knight-needs-road", "A knight stands on one of its owner's roads.", g, expect_error={"move":g.mark()-1,"contains":"free corner on one of your roads"})
# the barbarians win and player 1, with two cities, chooses which one falls
g=CK()
g.roll(1,2,"ship").end(); g.roll(1,2,"ship").end(); g.roll(1,2,"ship").end(); g.roll(4,5,"ship").end()
g.roll(6,6,"ship").m("city",corner="-1,0,S").end(); g.roll(1,4,"ship").end(); g.roll(1,4,"ship")
cwrite("ck-barbarians-pillage-choice", "Barbarians win against 4 cities and no knights: players 0 and 2 lose their only city; player 1, with two, chooses which.", g,
  expect={"phase":"respond","players":[{"vp":2},{"vp":4},{"vp":2}]})
g.m("pillage",1,corner="-1,0,S")
cwrite("ck-barbarians-pillage-chosen", "Player 1 gives up the city at -1,0,S; the other stays.", g,
  expect={"phase":"main","players":[{},{"vp":3,"pieces_left":{"cities":3,"settlements":4}},{}]})
