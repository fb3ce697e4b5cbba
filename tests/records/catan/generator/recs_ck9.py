from ck import *
from recs_ck2 import defender
# Rules fidelity (issue 18), written from seed 003 and the published rules.
# (1) A harbour gives its rate only to a settlement or city on one of its
# corners; a knight standing there does not count.
HARBOUR_SETUP=[(0,"0,-1,N","0,-1,NE"),(1,"-1,0,S","-1,0,SE"),(2,"1,0,S","1,0,SE"),
               (2,"2,-1,S","2,-1,SE"),(1,"-1,-1,S","-2,0,NE"),(0,"2,0,S","2,0,SE")]
g=CK(HARBOUR_SETUP); g.turns([6,6,6]); g.roll(3,3)     # P0: 4 brick from hills 6
g.m("knight_build",corner="2,1,N")                     # on the 3:1 harbour corner
g.m("bank_trade",give="brick",get="lumber")
cwrite("ck-harbour-knight-no-rate", "A knight on a harbour corner gives no harbour rate: player 0 still trades 4 brick for 1 lumber.", g,
  expect={"players":[{"resources":{"brick":0,"lumber":1,"wool":0,"ore":0},"knights":[{"corner":"2,1,N"}]},{},{}]})
# (2) Only players with a settlement or city on the robber's hex can be
# robbed; player 0's knight on pasture 4 makes nobody a victim there.
g=defender(); g.roll(4,6,"ship").end()                # the attack frees the robber
g.roll(1,6).m("discard",2,cards={"brick":4}).m("robber",hex="1,-1")
cwrite("ck-robber-knight-not-victim", "After a 7 the robber goes to pasture 4, where player 0 has only a knight: nobody can be robbed there.", g,
  expect={"robber":"1,-1","phase":"main","players":[{"hand":4},{"hand":5},{"hand":5}]})
