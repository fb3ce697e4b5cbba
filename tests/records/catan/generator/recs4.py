# SPDX-License-Identifier: GPL-3.0-or-later
from gen import *
# domestic trade
g=G(); g.roll(5,6).m("offer",give={"grain":1},get={"grain":1})
write("trade-like-for-like", "A trade never swaps a resource for the same resource.", g, expect_error={"move":g.mark()-1,"contains":"like-for-like"})
g=G(); g.roll(5,6).m("offer",give={"grain":1,"wool":1},get={"lumber":1,"grain":1})
write("trade-like-for-like-mixed", "No resource may appear on both sides of a trade, even mixed with others.", g, expect_error={"move":g.mark()-1,"contains":"like-for-like"})
g=G(); g.roll(5,6).m("offer",give={"grain":1},get={})
write("trade-both-sides", "Each side of a trade gives at least one card.", g, expect_error={"move":g.mark()-1,"contains":"at least one card"})
g=G(); g.roll(5,6).m("offer",1,give={"lumber":1},get={"grain":1})
write("trade-only-on-your-turn", "Only the player whose turn it is offers trades.", g, expect_error={"move":g.mark()-1,"contains":"turn"})
g=G(); g.roll(5,6).m("offer",give={"grain":1},get={"ore":1}).m("accept",1)
write("trade-accept-needs-cards", "A player can accept only with the cards asked for (player 1 has no ore).", g, expect_error={"move":g.mark()-1,"contains":"does not hold"})
g=G(); g.roll(5,6).m("offer",give={"grain":1},get={"lumber":1}).m("reject",1).m("accept",2).m("confirm",partner=1)
write("trade-partner-must-accept", "The current player trades only with a player who accepted.", g, expect_error={"move":g.mark()-1,"contains":"accepted"})
g=G(); g.roll(5,6).m("offer",give={"grain":1},get={"lumber":1}).m("reject",1).m("accept",2).m("confirm",partner=2).end()
write("trade-accepted", "Player 0 gives a grain for player 2's lumber; player 1 said no.", g,
  expect={"phase":"roll","current":1,"players":[{"resources":{"grain":1,"lumber":1,"wool":2}},{"resources":{"grain":2,"lumber":3}},{"resources":{"grain":1,"lumber":0}}]})
g=G(); g.roll(5,6).m("offer",give={"grain":1},get={"lumber":1}).m("accept",2).m("cancel").m("end")
write("trade-cancelled", "An offer can be withdrawn; nothing changes hands.", g,
  expect={"phase":"roll","current":1,"players":[{"resources":{"grain":2,"lumber":0}},{},{"resources":{"lumber":1}}]})
g=G(); g.roll(5,6).m("offer",give={"grain":1},get={"lumber":1}).m("end")
write("trade-open-offer", "While an offer is open the turn cannot end.", g, expect_error={"move":g.mark()-1,"contains":"phase"})
# harbours
HSETUP=[(0,"0,-1,N","0,-1,NE"),(1,"-1,0,S","-1,0,SE"),(2,"1,0,S","1,0,SE"),
        (2,"2,-1,S","2,-1,SE"),(1,"-2,2,S","-2,2,SE"),(0,"-2,0,S","-2,0,SE")]
def hbase():
  g=G(HSETUP); g.turns([9,9,5]); g.roll(2,3).m("bank_trade",give="grain",get="ore")
  return g
g=hbase(); g.end(); g.roll(2,6).m("bank_trade",give="brick",get="ore").end()
write("harbour-trades", "Harbours: player 0's settlement on the grain harbour trades 2 grain for 1 ore; player 1's on a generic harbour trades 3 brick for 1 ore.", g,
  expect={"players":[{"resources":{"grain":1,"ore":1,"lumber":2}},{"resources":{"brick":0,"ore":1}},{}]})
g=hbase(); g.m("bank_trade",give="grain",get="ore")
write("harbour-ratio-2", "The 2:1 harbour still takes two cards.", g, expect_error={"move":g.mark()-1,"contains":"takes 2 grain"})
g=hbase(); g.m("bank_trade",give="lumber",get="ore")
write("harbour-only-its-resource", "A 2:1 harbour helps only with its own resource: lumber still goes 4:1 for player 0.", g, expect_error={"move":g.mark()-1,"contains":"takes 4 lumber"})
g=G(); g.turns([6,6,6]); g.roll(1,3).m("bank_trade",give="brick",get="ore")
write("bank-trade-four", "Without a harbour the bank takes four cards for one.", g, expect_error={"move":g.mark()-1,"contains":"takes 4 brick"})
g=G(); g.turns([6,6,6]); g.roll(2,4).m("bank_trade",give="brick",get="ore").end()
write("bank-trade-four-ok", "Four bricks buy one ore from the bank.", g,
  expect={"players":[{"resources":{"brick":0,"ore":1}},{},{}],"bank":{"brick":18,"ore":17}})
g=G(); g.roll(5,6).m("bank_trade",give="grain",get="grain")
write("bank-trade-same", "A resource is never traded for itself with the bank either.", g, expect_error={"move":g.mark()-1,"contains":"for itself"})
