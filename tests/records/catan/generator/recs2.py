# SPDX-License-Identifier: GPL-3.0-or-later
from gen import *
def shortage_base():
  g=G(); g.turns([3,3,3])          # P1 ore 3
  g.roll(2,2); g.end()             # P0 turn: roll 4
  g.roll(2,2).m("city",corner="-1,-1,S").end()   # P1 city on fields 9 / fields 12 / forest 11
  g.turns([4,4,4,4,4,4])           # bank grain 15 -4 +2 -12 = 1
  return g
g=shortage_base()
write("bank-shortage-before", "Bank shortage (set-up): the bank is down to one grain.", g,
      expect={"bank":{"grain":1},"current":2,"players":[{"resources":{"grain":10}},{"resources":{"lumber":1}},{"resources":{"grain":8}}]})
g=shortage_base(); g.turns([4, 9])
write("bank-shortage", "Bank shortage: with one grain left, a 4 owes grain to players 0 and 2, so nobody gets it; then a 9 owes two grain to player 1's city alone, who takes the last one.", g,
      expect={"bank":{"grain":0},"players":[{"resources":{"grain":10}},{"resources":{"lumber":1,"grain":1}},{"resources":{"grain":8}}]})
g=G(); g.turns([3,3,3]); g.roll(2,2).end(); g.roll(2,2).m("city",corner="-1,-1,S").end(); g.turns([12, 11])
write("city-produces-two", "A city earns two cards: a 12 gives player 1 two grain; an 11 gives two lumber for the city and one for the settlement, both on forest 11. The settlement goes back to the supply.", g,
      expect={"players":[{},{"vp":3,"resources":{"grain":2,"lumber":4,"ore":0},"pieces_left":{"settlements":4,"cities":3}},{}]})
g=G(); g.turns([3]); g.roll(1,2).m("city",corner="-1,-1,S")
write("city-cost", "A city costs two grain and three ore.", g, expect_error={"move":16,"contains":"2 grain and 3 ore"})
g=G(); g.roll(3,3).m("city",corner="-1,0,S")
write("city-own-settlement", "A city replaces one of your own settlements.", g, expect_error={"move":14,"contains":"one of your settlements"})
# seven: discard
g=G(); g.turns([3,3,5,11,12,12])
write("seven-discard-before", "Before the 7: player 1 holds 9 cards, player 2 exactly 8, player 0 holds 4.", g,
  expect={"current":0,"players":[{"hand":4},{"hand":9},{"hand":8}]})
g=G(); g.turns([3,3,5,11,12,12]); g.roll(3,4)
write("seven-discard-phase", "A 7 with 8 or more cards in a hand: the discard phase comes before the robber.", g,
  expect={"phase":"discard","players":[{"hand":4},{"hand":9},{"hand":8}],
          "pending":[{"what":"discard","player":1,"count":4},{"what":"discard","player":2,"count":4}]})
g=G(); g.turns([3,3,5,11,12,12]); g.roll(3,4).m("robber",hex="0,1",victim=2)
write("seven-robber-waits", "The robber waits until every discard is made.", g, expect_error={"move":26,"contains":"phase"})
g=G(); g.turns([3,3,5,11,12,12]); g.roll(3,4).m("discard",0,cards={"grain":1})
write("seven-small-hand", "A player with 7 cards or fewer owes nothing on a 7.", g, expect_error={"move":26,"contains":"owes no cards"})
g=G(); g.turns([3,3,5,11,12,12]); g.roll(3,4).m("discard",2,cards={"lumber":5})
write("seven-discard-too-many", "Eight cards: discard exactly four, not five.", g, expect_error={"move":26,"contains":"must discard 4"})
g=G(); g.turns([3,3,5,11,12,12]); g.roll(3,4).m("discard",2,cards={"lumber":3}).m("discard",1,cards={"lumber":2,"grain":2}).m("discard",2,cards={"wool":1})
g.m("robber",hex="0,1",victim=2,card="lumber").end()
write("seven-discard", "A 7: player 2 with exactly 8 cards discards 4 (in two steps), player 1 with 9 discards 4 (half rounded down), player 0 with 4 keeps all; then the robber moves and player 0 takes a lumber from player 2.", g,
  expect={"phase":"roll","current":1,"robber":"0,1","players":[{"hand":5,"resources":{"lumber":1}},{"hand":5},{"hand":3,"resources":{"brick":1,"lumber":1,"ore":1,"wool":0}}]})
