# SPDX-License-Identifier: GPL-3.0-or-later
from ck import *
from recs_ck4 import draw, sci, pol, trd
g=trd("merchant").m("progress",card="merchant",hex="0,-2").m("bank_trade",give="ore",get="grain")
cwrite("ck-card-merchant", "Merchant: placed on mountains next to player 0's settlement: 1 point while held, and ore trades 2:1.", g,
  expect={"merchant":0,"merchant_hex":"0,-2","players":[{"vp":4,"vp_breakdown":{"merchant":1},"resources":{"ore":1,"grain":3}},{},{}]})
g=trd("merchant").m("progress",card="merchant",hex="1,1")
cwrite("ck-card-merchant-place", "The merchant goes next to one's own settlement or city.", g, expect_error={"move":g.mark()-1,"contains":"next to your settlement"})
g=trd("commercial_harbor").m("progress",card="commercial_harbor",resource="wool")
g.m("give",1,cards={"paper":1}).m("give",2,cards={"coin":1})
cwrite("ck-card-commercial-harbor", "Commercial Harbor: player 0 gives a wool to each player holding a commodity and each gives back a commodity.", g,
  expect={"phase":"main","players":[{"resources":{"wool":2,"paper":1,"coin":1}},{"resources":{"wool":1,"paper":1}},{"resources":{"wool":2,"coin":1}}]})
g=trd("commercial_harbor").m("progress",card="commercial_harbor",resource="wool").m("give",1,cards={"lumber":1})
cwrite("ck-card-commercial-harbor-commodity", "Commercial Harbor asks for a commodity in return.", g, expect_error={"move":g.mark()-1,"contains":"commodity"})
g=trd("merchant_fleet").m("progress",card="merchant_fleet",resource="wool").m("bank_trade",give="wool",get="brick")
cwrite("ck-card-merchant-fleet", "Merchant Fleet: this turn wool trades 2:1 with the bank.", g,
  expect={"players":[{"resources":{"wool":2,"brick":1}},{},{}]})
g=trd("merchant_fleet").m("progress",card="merchant_fleet",resource="wool").m("bank_trade",give="wool",get="brick").end().turns([10,10]); g.roll(4,6).m("bank_trade",give="wool",get="brick")
cwrite("ck-card-merchant-fleet-one-turn", "The Merchant Fleet lasts one turn.", g, expect_error={"move":g.mark()-1,"contains":"takes 4 wool"})
g=levels(); draw(g,"science",[None,"printer"]).end(); draw(g,"trade",["master_merchant"]).end(); g.turns([10]); g.roll(4,6)
g.m("progress",card="master_merchant",victim=1,cards={"lumber":1,"paper":1})
cwrite("ck-card-master-merchant", "Master Merchant: player 0 takes two cards of its choice from player 1, who has more points (the Printer).", g,
  expect={"players":[{"resources":{"lumber":1,"paper":1}},{"vp":4,"resources":{"paper":1}},{}]})
g=trd("master_merchant").m("progress",card="master_merchant",victim=1,cards={"lumber":2})
cwrite("ck-card-master-merchant-points", "Master Merchant only against a player with more points.", g, expect_error={"move":g.mark()-1,"contains":"more points"})
g=trd("commodity_monopoly").m("progress",card="commodity_monopoly",resource="paper")
cwrite("ck-card-commodity-monopoly", "Commodity Monopoly: each other player gives one of the named commodity.", g,
  expect={"players":[{"resources":{"paper":1}},{"resources":{"paper":1}},{"resources":{"paper":0}}]})
g=trd("resource_monopoly").m("progress",card="resource_monopoly",resource="lumber")
cwrite("ck-card-resource-monopoly", "Resource Monopoly: each other player gives up to two of the named resource.", g,
  expect={"players":[{"resources":{"lumber":3}},{"resources":{"lumber":8}},{"resources":{"lumber":0}}]})
# wedding: player 0 is ahead thanks to the merchant
g=levels(); draw(g,"trade",["merchant"]); g.m("progress",card="merchant",hex="0,-2").end()
g.roll(3,2,"politics",draws=[None,None,"wedding"]).end(); g.roll(4,6).m("progress",card="wedding")
cwrite("ck-card-wedding", "Wedding: each player with more points (player 0, with the merchant) gives two cards of their choice.", g,
  expect={"phase":"respond"})
g.m("give",0,cards={"wool":2})
cwrite("ck-card-wedding-gift", "Player 0 chooses the two cards for the Wedding.", g,
  expect={"phase":"main","players":[{"resources":{"wool":2}},{"hand":14},{"resources":{"wool":4}}]})
# bishop after the first attack
g=levels()
for i in range(7):
  g.roll(1,4,"ship").end()
draw(g,"politics",[None,None,"bishop"]).end(); g.roll(4,6).m("progress",card="bishop",hex="0,1")
cwrite("ck-card-bishop", "Bishop (after the first barbarian attack): the robber moves to fields 4 and player 2 takes a card from each other player there (player 0).", g,
  expect={"robber":"0,1","robber_free":True,"players":[{"hand":8},{"hand":14},{"hand":18}]})
g=pol("bishop").m("progress",card="bishop",hex="0,1")
cwrite("ck-card-bishop-desert", "Before the first attack the robber stays in the desert, so no Bishop.", g, expect_error={"move":g.mark()-1,"contains":"stays in the desert"})
# smith
g=levels(); g.roll(1,2,"science",draws=[None,"smith"]).end(); g.roll(4,6).m("bank_trade",give="lumber",get="wool")
g.m("knight_build",corner="-1,1,N").m("progress",card="smith",corners=["-1,1,N"])
cwrite("ck-card-smith", "Smith: promotes a knight for free (here the only one, to strong).", g,
  expect={"players":[{},{"knights":[{"corner":"-1,1,N","level":2,"active":False}]},{}]})
# progress hand limit
g=levels()
for c in ["crane","mining","irrigation","engineer","medicine"]:
  g.roll(3,2,"science",draws=[None,c]).end()
cwrite("ck-progress-hand-limit-own-turn", "A fifth progress card drawn on one's own turn may be kept until the end of the turn, but the turn cannot end with five.", g,
  expect_error={"move":g.mark()-1,"contains":"at most 4 progress cards"}, expect={"phase":"main","current":1,"players":[{},{"progress_cards":{"crane":1,"mining":1,"irrigation":1,"engineer":1,"medicine":1}},{}]})
g.moves.pop(); g.cur=(g.cur-1)%3; g.m("drop_progress",1,card="mining").end()
cwrite("ck-progress-hand-limit-drop", "Player 1 drops one (it goes under its deck) and ends the turn.", g,
  expect={"phase":"roll","science_deck":14,"players":[{},{"progress_cards":{"crane":1,"irrigation":1,"engineer":1,"medicine":1}},{}]})
g=levels()
for c in ["crane","mining",None,"irrigation","engineer",None,"medicine"]:
  if c is None:
    g.roll(4,6,"science").end()
  else:
    g.roll(3,2,"science",draws=[None,c]).end()
cwrite("ck-progress-hand-limit", "A fifth progress card drawn on another player's turn is dropped at once: player 1 must choose one before play goes on.", g,
  expect_error={"move":g.mark()-1,"contains":"phase"}, expect={"phase":"respond","current":0})
g.moves.pop(); g.cur=(g.cur-1)%3; g.m("drop_progress",1,card="crane").end()
cwrite("ck-progress-hand-limit-answer", "Player 1 drops the Crane; player 0 ends the turn.", g,
  expect={"phase":"roll","current":1,"players":[{},{"progress_cards":{"mining":1,"irrigation":1,"engineer":1,"medicine":1}},{}]})
