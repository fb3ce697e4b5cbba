# SPDX-License-Identifier: GPL-3.0-or-later
from ck import *
from recs_ck2 import defender
from recs_ck7 import knights
# Rules fidelity (issue 18), written from seed 003 and the published rules.
# (1) A harbour gives its rate only to a settlement or city on one of its
# corners; a knight standing there does not count.
HARBOUR_SETUP=[(0,"0,-1,N","0,-1,NE"),(1,"-1,0,S","-1,0,SE"),(2,"1,0,S","1,0,SE"),
               (2,"2,-1,S","2,-1,SE"),(1,"-1,-1,S","-2,0,NE"),(0,"2,0,S","2,0,SE")]
g=CK(HARBOUR_SETUP); g.turns([6,6,6]); g.roll(3,3)     # P0: 4 brick from hills 6
g.m("knight_build",corner="2,1,N")                     # on the 3:1 harbour corner
g.m("bank_trade",give="brick",get="lumber")
cwrite("ck-harbour-knight-no-rate", "A knight on a harbour corner gives no harbour rate: player 0 still trades 4 brick for 1 lumber.", g,
  expect={"players":[{"resources":{"brick":0,"lumber":1,"wool":0,"ore":0},"knights":[{"corner":"2,1,N"}],
                      "settlements":["0,-1,N"],"cities":["2,0,S"],"trade_ratios":{"brick":4,"wool":4}},{},{}]})
# (2) Only players with a settlement or city on the robber's hex can be
# robbed; player 0's knight on pasture 4 makes nobody a victim there.
g=defender(); g.roll(4,6,"ship").end()                # the attack frees the robber
g.roll(1,6).m("discard",2,cards={"brick":4}).m("robber",hex="1,-1")
cwrite("ck-robber-knight-not-victim", "After a 7 the robber goes to pasture 4, where player 0 has only a knight: nobody can be robbed there.", g,
  expect={"robber":"1,-1","phase":"main","players":[{"hand":4},{"hand":5},{"hand":5}]})
# (3) A displaced knight retreats only to a free corner connected by its
# owner's roads to the corner it was pushed from.
g=knights(); g.roll(1,5).m("knight_move",corner="2,0,N",to="1,-1,N").m("retreat",0,corner="0,2,N")
cwrite("ck-knight-retreat-connected", "Player 0's knight pushed from 1,-1,N cannot retreat to 0,2,N: that corner is on another of its roads, not connected to 1,-1,N.", g,
  expect_error={"move":g.mark()-1,"contains":"connected"}, expect={"phase":"respond"})
g=knights(); g.roll(1,5).end(); g.roll(4,6)            # P0 takes an ore from mountains 10
g.m("bank_trade",give="grain",get="wool").m("knight_build",corner="1,-2,S").end()
g.roll(1,5).end(); g.roll(1,5).m("knight_move",corner="2,0,N",to="1,-1,N").m("retreat",0).end()
cwrite("ck-knight-retreat-none", "Player 0's knight pushed from 1,-1,N has no free corner connected to it by player 0's roads (1,-2,S holds its other knight), so it leaves the board, although 0,2,N on another road is free.", g,
  expect={"phase":"roll","players":[{"knights":[{"corner":"1,-2,S","level":1}]},{},{"knights":[{"corner":"1,-1,N","level":2}]}]})
