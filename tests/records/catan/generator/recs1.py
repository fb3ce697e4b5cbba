# SPDX-License-Identifier: GPL-3.0-or-later
from gen import *
# 01 setup
g=G()
write("setup-snake-order", "Setup: 0,1,2 then 2,1,0; the second settlement earns one card per touching hex.", g,
  expect={"phase":"roll","current":0,"turn":1,"players":[
    {"vp":2,"resources":{"grain":2,"wool":1},"pieces_left":{"roads":13,"settlements":3,"cities":4}},
    {"vp":2,"resources":{"grain":2,"lumber":1}},
    {"vp":2,"resources":{"brick":1,"lumber":1,"ore":1}}],
    "bank":{"brick":18,"lumber":17,"wool":18,"grain":15,"ore":18}})
g=G(SETUP[:1]); g.m("settle",0,corner="-1,1,S")
write("setup-wrong-player", "Setup: after player 0 comes player 1; player 0 cannot place twice in a row.", g,
  expect_error={"move":3,"contains":"turn"}, expect={"phase":"setup_settlement","current":1})
g=G(SETUP[:1]); g.m("settle",1,corner="1,-2,S")
write("setup-distance-rule", "Setup: a settlement next to another settlement breaks the distance rule.", g,
  expect_error={"move":3,"contains":"distance rule"})
g=G(SETUP[:1]); g.m("settle",1,corner="-1,0,S").m("road",1,edge="1,1,SE")
write("setup-road-touches-settlement", "Setup: the road must touch the settlement just placed.", g,
  expect_error={"move":4,"contains":"settlement just placed"})
g=G(); g.m("settle", 0, corner="1,-1,S")
write("setup-then-roll", "After the setup the first player must roll before building.", g,
  expect_error={"move":13,"contains":"phase"})
# production
g=G(); g.turns([6, 11])
write("production-settlements", "Roll 6: player 0 gets brick (hills 6) and grain (fields 6). Roll 11: player 1 gets two lumber (two settlements on forest 11), player 0 one wool (pasture 11).", g,
  expect={"current":2,"players":[{"resources":{"brick":1,"grain":3,"wool":2}},{"resources":{"grain":2,"lumber":3}},{"resources":{"brick":1,"lumber":1,"ore":1}}]})
g=G(); g.roll(2,5).m("robber",hex="0,-1").end().turns([6])
write("production-robber-blocks", "A 7 with small hands: nobody discards; the robber on hills 6 stops player 0's brick, the fields 6 still produce.", g,
  expect={"robber":"0,-1","players":[{"resources":{"grain":3,"wool":1}},{},{}]})
g=G(); g.roll(3,4).m("robber",hex="0,0")
write("robber-must-move", "The robber must leave its hex.", g, expect_error={"move":14,"contains":"another hex"})
g=G(); g.roll(3,4).m("robber",hex="0,1",victim=1)
write("robber-victim-on-hex", "Only a player with a building on the robber's new hex can be robbed.", g, expect_error={"move":14,"contains":"building on that hex"})
g=G(); g.roll(3,4).m("robber",hex="0,1")
write("robber-victim-required", "When a player on the hex has cards, the roller must rob somebody.", g, expect_error={"move":14,"contains":"name a player"})
g=G(); g.roll(3,4).m("robber",hex="0,1",victim=2,card="ore")
write("robber-steals", "The roller takes one card from a player touching the hex (here the forced card ore).", g,
  expect={"robber":"0,1","players":[{"resources":{"grain":2,"wool":1,"ore":1}},{},{"resources":{"brick":1,"lumber":1},"hand":2}]})
