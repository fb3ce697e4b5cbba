# SPDX-License-Identifier: GPL-3.0-or-later
from gen import *
def dev_base(cards):
  g=G(); g.turns([10,10,10,2,2,4])
  g.roll(2,3)
  for c in cards: g.m("buy",card=c)
  return g
g=dev_base(["knight"]); g.m("knight")
write("dev-card-bought-this-turn", "A development card cannot be played in the turn it was bought.", g, expect_error={"move":g.mark()-1,"contains":"turn it was bought"})
g=dev_base(["knight","knight","knight"]); g.end().turns([5,5])
write("dev-cards-bought", "Three development cards cost three wool, grain and ore; the deck shrinks to 22.", g,
  expect={"dev_deck":22,"players":[{"dev_cards":{"knight":3},"resources":{"wool":0,"grain":0,"ore":0}},{},{}]})
g=dev_base(["knight","knight","knight"]); g.end().turns([5,5]); g.m("knight").m("robber",hex="1,0",victim=2,card="wool").roll(3,3).m("knight")
write("dev-one-per-turn", "Only one development card per turn.", g, expect_error={"move":g.mark()-1,"contains":"only one"})
def army():
  g=dev_base(["knight","knight","knight"]); g.end().turns([5,5])
  g.m("knight").m("robber",hex="1,0",victim=2,card="wool").roll(3,3).end().turns([6,6])
  g.m("knight").m("robber",hex="2,-1",victim=2,card="brick").roll(3,3).end().turns([6,6])
  return g
g=army()
write("largest-army-two-knights", "Two knights are not an army yet.", g,
  expect={"largest_army":None,"players":[{"knights_played":2,"vp":2},{},{}]})
g=army(); g.roll(3,3).m("knight").m("robber",hex="1,1",victim=2,card="lumber").end()
write("largest-army", "The third knight (played after the roll this time) gives Largest Army and 2 points; knights may be played before or after the roll.", g,
  expect={"largest_army":0,"robber":"1,1","players":[{"knights_played":3,"vp":4,"vp_breakdown":{"largest_army":2},"dev_cards":{}},{},{}]})
g=dev_base(["monopoly","year_of_plenty","road_building"]); g.end().turns([5,5])
g.m("monopoly",resource="lumber").roll(3,3).end().turns([6,6])
g.m("year_of_plenty",resources=["brick","brick"]).roll(3,3).end().turns([6,6])
g.roll(3,3).m("road_building").m("road",edge="1,-2,SE").m("road",edge="1,-1,NE").end()
write("progress-cards-base", "Monopoly takes every lumber from the others (one from each); Year of Plenty takes two brick from the bank; Road Building places two free roads.", g,
  expect={"players":[{"resources":{"lumber":2,"brick":9},"pieces_left":{"roads":11},"road_length":3,"dev_cards":{}},{"resources":{"lumber":0}},{"resources":{"lumber":0}}]})
g=dev_base(["victory_point"]); g.end()
write("victory-point-card", "A victory point card counts at once for its owner (the replay shows all hands).", g,
  expect={"players":[{"vp":3,"vp_breakdown":{"vp_cards":1},"dev_cards":{"victory_point":1}},{},{}]})
g=dev_base([]); g.m("buy",card="monopoly").m("buy",card="monopoly").m("buy",card="monopoly")
write("dev-deck-counts", "The deck holds only two Monopoly cards.", g, expect_error={"move":g.mark()-1,"contains":"no monopoly left"})
