# SPDX-License-Identifier: GPL-3.0-or-later
from ck import *
from recs_ck3 import metro
def knights():
  g=CK()
  g.roll(5,1).end(); g.roll(5,1).end(); g.roll(4,6).end()
  g.roll(1,2).m("bank_trade",give="grain",get="lumber").m("road",edge="1,-2,SE").m("knight_build",corner="1,-1,N").end()
  g.roll(1,4).end()
  g.roll(2,6).m("road",edge="1,0,NE").m("road",edge="1,-1,E").m("road",edge="1,-1,NE").m("knight_build",corner="2,0,N").end()
  g.roll(1,4).end(); g.roll(1,3).end()
  g.roll(2,6).m("knight_activate",corner="2,0,N").m("knight_promote",corner="2,0,N").end()
  g.roll(1,5).end(); g.roll(1,5).end()
  return g
g=knights(); g.roll(1,5).m("knight_move",corner="2,0,N",to="1,-1,N")
cwrite("ck-knight-displace", "A strong active knight moves along its owner's roads and displaces player 0's basic knight; player 0 must move it.", g,
  expect={"phase":"respond","pending":[{"what":"retreat","player":0,"from":"1,-1,N","level":1}],
          "players":[{"knights":[]},{},{"knights":[{"corner":"1,-1,N","level":2,"active":False}]}]})
g.m("retreat",0,corner="1,-2,S").end()
cwrite("ck-knight-displace-retreat", "Player 0's displaced knight retreats to a free corner connected by its roads to the corner it left.", g,
  expect={"phase":"roll","players":[{"knights":[{"corner":"1,-2,S","level":1}]},{},{"knights":[{"corner":"1,-1,N"}]}]})
g=knights(); g.roll(1,5).m("knight_activate",corner="2,0,N")
cwrite("ck-knight-active-already", "An active knight cannot be activated again.", g, expect_error={"move":g.mark()-1,"contains":"already active"})
g=CK(); g.roll(4,6).m("knight_build",corner="1,-2,S").m("knight_activate",corner="1,-2,S")
g.m("knight_move",corner="1,-2,S",to="0,0,N")
cwrite("ck-knight-new-active", "A knight activated this turn cannot act before the next turn (our reading of the published rule).", g,
  expect_error={"move":g.mark()-1,"contains":"not activated this turn"})
