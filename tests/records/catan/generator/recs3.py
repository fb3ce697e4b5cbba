# SPDX-License-Identifier: GPL-3.0-or-later
from gen import *
def lr_base():
  g=G(); g.turns([10,10,10,3,3])
  g.roll(5,6).m("road",edge="1,0,NE").m("road",edge="1,-1,E").m("road",edge="1,-1,NE").m("road",edge="1,-2,E").end()
  return g
g=lr_base()
write("longest-road-taken", "Longest Road: player 2's five roads in a row (2,0,N to 2,-3,S, through its own settlement) earn the title and 2 points.", g,
  expect={"longest_road":2,"players":[{"road_length":1},{"road_length":1},{"vp":4,"road_length":5,"vp_breakdown":{"longest_road":2},"pieces_left":{"roads":9}}]})
def lr_break():
  g=lr_base(); g.turns([6,6,6]); g.roll(2,2)
  g.m("offer",give={"grain":2},get={"lumber":2}).m("accept",1).m("reject",2).m("confirm",partner=1)
  g.m("road",edge="1,-2,SE")
  return g
g=lr_break(); g.m("settle",corner="1,-1,N")
write("longest-road-broken", "Longest Road broken: player 0 trades two grain for two lumber with player 1, then builds a settlement in the middle of player 2's road. Player 2's longest piece is now 4, so nobody holds the title.", g,
  expect={"longest_road":None,"players":[{"vp":3,"road_length":2,"resources":{"lumber":0}},{"resources":{"grain":4}},{"vp":2,"road_length":4}]})
PASS_SETUP=[(0,"0,-1,N","0,-2,SE"),(1,"-1,0,S","-1,0,SE"),(2,"1,-1,N","1,-2,SE"),
            (2,"2,-1,S","2,-1,SE"),(1,"-1,-1,S","-2,0,NE"),(0,"0,1,S","0,1,SE")]
g=G(PASS_SETUP); g.turns([10,9]); g.roll(4,5).m("road",edge="0,-1,NE")
write("road-to-opponent-building", "A road may end at another player's settlement (player 2 builds up to player 0's corner).", g,
  expect={"players":[{},{},{"pieces_left":{"roads":12}}]})
g.m("road",edge="0,-2,E")
write("road-cannot-pass", "A road cannot pass another player's settlement: player 2's road ends at player 0's corner and cannot continue beyond it.", g,
  expect_error={"move":g.mark()-1,"contains":"cannot pass"})
g=G(); g.roll(5,6).m("road",edge="0,-1,E")
write("road-cost", "A road costs a brick and a lumber.", g, expect_error={"move":g.mark()-1,"contains":"1 brick and 1 lumber"})
g=G(); g.turns([10,10,10,3,3]); g.roll(5,6).m("road",edge="-2,2,SW")
write("road-not-connected", "A road must join the player's own network.", g, expect_error={"move":g.mark()-1,"contains":"connection"})
g=lr_break(); g.m("settle",corner="2,-2,S")
write("settlement-needs-road", "In play, a settlement must touch one of the player's own roads (2,-2,S is free and far enough from other buildings).", g,
  expect_error={"move":g.mark()-1,"contains":"touch one of your roads"})
g=lr_break(); g.m("settle",corner="1,-2,S")
write("settlement-needs-distance", "A settlement next to another settlement breaks the distance rule, even at the end of one's own road.", g,
  expect_error={"move":g.mark()-1,"contains":"distance rule"})
# tie keeps the holder: player 1 draws level with player 2's five roads
g=lr_base(); g.turns([10,10,10,10,11,8,5])
g.roll(3,3).m("offer",give={"ore":2,"grain":2},get={"brick":4}).m("reject",0).m("accept",2).m("confirm",partner=2)
g.m("road",edge="-1,1,NE").m("road",edge="-1,1,E").m("road",edge="-1,1,SE").m("road",edge="-2,2,E")
write("longest-road-tie-keeps-holder", "Longest Road tie: player 1 also reaches five roads in a row, but an equal road does not take the title from player 2.", g,
  expect={"longest_road":2,"players":[{},{"road_length":5,"vp":2},{"road_length":5,"vp":4}]})
