# SPDX-License-Identifier: GPL-3.0-or-later
from ck import *
# After levels(): current 0. P0 trade 1, P1 science 1, P2 politics 1.
def draw(g, event, draws, white=3, red=2):
  return g.roll(white, red, event, draws=draws)
def sci(card):
  """Player 1 gets `card`; it is player 1's turn, rolled, afterwards."""
  g=levels(); draw(g,"science",[None,card]).end()   # P0's roll: 5
  g.roll(4,6)                                       # P1 rolls 10
  return g
def pol(card):
  g=levels(); draw(g,"politics",[None,None,card]).end(); g.roll(4,6).end(); g.roll(4,6)   # P2's turn
  return g
def trd(card):
  g=levels(); draw(g,"trade",[card]).end(); g.turns([10,10]); g.roll(4,6)   # P0's next turn
  return g
# --- science
g=sci("crane").m("progress",card="crane").m("improve",track="science")
cwrite("ck-card-crane", "Crane: the next improvement costs one commodity less (science level 2 for 1 paper).", g,
  expect={"players":[{},{"improvements":{"science":2},"resources":{"paper":1},"progress_cards":{}},{}],"science_deck":18})
g=sci("mining").m("progress",card="mining")
cwrite("ck-card-mining", "Mining: two ore for each mountains hex touching one's buildings (player 1: mountains 3).", g,
  expect={"players":[{},{"resources":{"ore":2}},{}]})
g=sci("irrigation").m("progress",card="irrigation")
cwrite("ck-card-irrigation", "Irrigation: two grain for each fields hex touching one's buildings (player 1: fields 9 and 12).", g,
  expect={"players":[{},{"resources":{"grain":6}},{}]})
g=levels(); draw(g,"science",[None,"printer"])
cwrite("ck-card-printer", "The Printer is shown at once: one point, not kept in hand.", g,
  expect={"players":[{},{"vp":4,"vp_breakdown":{"progress":1},"progress_cards":{}},{}],"science_deck":17})
g=sci("inventor").m("progress",card="inventor",hexes=["0,-2","1,-1"])
cwrite("ck-card-inventor", "Inventor: swaps two number tokens (10 and 4 here).", g,
  expect={"numbers":{"0,-2":4,"1,-1":10,"2,-1":10}})
g=sci("inventor").m("progress",card="inventor",hexes=["0,-1","1,-1"])
cwrite("ck-card-inventor-forbidden", "Inventor: the 6, 8, 2 and 12 tokens stay put.", g, expect_error={"move":g.mark()-1,"contains":"stay put"})
g=sci("engineer").m("progress",card="engineer",corner="-1,-1,S")
cwrite("ck-card-engineer", "Engineer: a free city wall.", g, expect={"players":[{},{"walls":1,"hand_limit":9},{}]})
g=levels(); g.roll(1,2,"trade").end(); draw(g,"science",[None,"medicine"], 1, 2).m("progress",card="medicine",corner="-1,0,S")
cwrite("ck-card-medicine", "Medicine: a settlement becomes a city for 2 ore and 1 grain.", g,
  expect={"players":[{},{"vp":4,"pieces_left":{"cities":2,"settlements":5},"resources":{"ore":0}},{}]})
g=sci("road_building").m("progress",card="road_building").m("road",edge="-1,1,NE").m("road",edge="-1,1,E")
cwrite("ck-card-road-building", "Road Building (progress card): two free roads.", g,
  expect={"phase":"main","players":[{},{"pieces_left":{"roads":11},"road_length":3},{}]})
g=levels(); draw(g,"science",[None,"alchemist"]).end(); g.m("progress",card="alchemist",dice=[2,2],event="politics")
cwrite("ck-card-alchemist", "Alchemist: played before the roll, it sets the red and white dice (4 here: fields 4).", g,
  expect={"phase":"main","last_dice":[2,2],"players":[{"resources":{"grain":4}},{},{}]})
g=levels(); draw(g,"science",[None,"alchemist"]).end(); g.roll(2,3).m("progress",card="alchemist",dice=[2,2])
cwrite("ck-card-alchemist-before-roll", "The Alchemist is played only before rolling.", g, expect_error={"move":g.mark()-1,"contains":"before the roll"})
