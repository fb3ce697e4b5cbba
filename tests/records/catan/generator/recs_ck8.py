# SPDX-License-Identifier: GPL-3.0-or-later
from ck import *
from recs_ck3 import metro
from recs_ck2 import defender
# chase the robber: after the attack, player 1 moves the robber next to player 2's knight with a 7, player 2 chases it
g=defender(); g.roll(4,6,"ship").end()            # attack; knights now inactive
g.roll(1,6).m("discard",2,cards={"brick":4}).m("robber",hex="1,0",victim=2,card="lumber").end()   # P1 rolls 7
g.roll(1,3).m("knight_activate",corner="1,1,N").end()            # P2 activates
g.roll(2,6).end(); g.roll(2,6).end()
g.roll(2,6).m("knight_chase",corner="1,1,N",hex="0,-1",victim=0,card="ore")
cwrite("ck-knight-chase-robber", "An active knight next to the robber's hex drives it away (to hills 6) and robs a player there.", g,
  expect={"robber":"0,-1","players":[{},{},{"knights":[{"corner":"1,1,N","active":False}]}]})
g=CK(); g.roll(4,6).m("knight_build",corner="1,-2,S").m("knight_activate",corner="1,-2,S").end().turns([6,6]); g.roll(2,6).m("knight_chase",corner="1,-2,S",hex="1,0")
cwrite("ck-knight-chase-desert", "No chasing before the first barbarian attack: the robber stays in the desert.", g,
  expect_error={"move":g.mark()-1,"contains":"stays in the desert"})
# aqueduct
def aqueduct():
  g=metro(True)
  while g.cur != 1:
    g.roll(5,6).end()
  return g
g=aqueduct(); g.roll(1,4)
cwrite("ck-aqueduct", "The Aqueduct (science level 3): a roll that gives player 1 nothing lets it take a resource of its choice.", g,
  expect={"phase":"respond"})
g.m("aqueduct",1,resource="brick")
cwrite("ck-aqueduct-choice", "Player 1 takes a brick.", g, expect={"phase":"main","players":[{},{"resources":{"brick":1}},{}]})
# winning at a lowered target with the metropolis
g=metro(True); g.moves.pop()
write("ck-win-metropolis", "Cities & Knights with the target lowered to 5: the metropolis brings player 1 to 5 points and the win on its own turn.", g,
  options={"cities_and_knights":True,"vp_to_win":5}, expect={"finished":True,"winner":1})
