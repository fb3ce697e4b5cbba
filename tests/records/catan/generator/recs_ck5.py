# SPDX-License-Identifier: GPL-3.0-or-later
from ck import *
from recs_ck4 import draw, sci, pol, trd
# --- politics (player 2 holds; P2's turn after pol())
g=levels(); draw(g,"politics",[None,None,"constitution"])
cwrite("ck-card-constitution", "The Constitution is shown at once for one point.", g,
  expect={"players":[{},{},{"vp":4,"vp_breakdown":{"progress":1}}]})
g=pol("diplomat").m("progress",card="diplomat",edge="0,1,SE")
cwrite("ck-card-diplomat", "Diplomat: removes another player's open road (player 0's road to 0,2,N).", g,
  expect={"phase":"main","players":[{"pieces_left":{"roads":14}},{},{}]})
g=pol("diplomat").m("progress",card="diplomat",edge="1,0,SE").m("road",edge="1,0,E")
cwrite("ck-card-diplomat-own", "Diplomat on one's own open road: it is placed again elsewhere.", g,
  expect={"phase":"main","players":[{},{},{"pieces_left":{"roads":13}}]})
g=pol("diplomat").m("road",edge="1,0,E").m("progress",card="diplomat",edge="1,0,SE")
cwrite("ck-card-diplomat-closed", "A road whose both ends touch its owner's pieces (a settlement, another road) is not open.", g, expect={"players":[{},{},{}]}, expect_error={"move":g.mark()-1,"contains":"open road"})
g=pol("saboteur").m("progress",card="saboteur")
cwrite("ck-card-saboteur", "Saboteur: everyone with at least as many points discards half of their hand.", g,
  expect={"phase":"respond"})
g=pol("saboteur").m("progress",card="saboteur").m("discard",0,cards={"wool":4,"ore":1}).m("discard",1,cards={"lumber":7})
cwrite("ck-card-saboteur-discards", "Saboteur: players 0 (10 cards) and 1 (14 cards), with as many points as player 2, discard 5 and 7.", g,
  expect={"phase":"main","players":[{"hand":5},{"hand":7},{"hand":13}]})
g=levels(); draw(g,"science",[None,"crane"]).end(); g.roll(1,2,"politics",draws=[None,None,"spy"]).end()
g.roll(4,6).m("progress",card="spy",victim=1,take="crane")
cwrite("ck-card-spy", "Spy: looks at player 1's progress cards and takes the Crane.", g,
  expect={"players":[{},{"progress_cards":{}},{"progress_cards":{"crane":1}}]})
g=pol("warlord"); g.m("knight_build",corner="1,1,N").m("progress",card="warlord")
cwrite("ck-card-warlord", "Warlord: all of one's knights become active for free.", g,
  expect={"players":[{},{},{"knights":[{"corner":"1,1,N","active":True}],"knight_strength":1}]})
def p0_knight_p2_road(card):
  g=levels(); draw(g,"politics",[None,None,card]).end()
  g.roll(4,6).end()                                # P1 rolls 10: ore for player 0
  g.roll(2,1).m("road",edge="0,1,E").end()         # P2 rolls 3, reaches 0,2,N
  g.roll(2,4).m("knight_build",corner="0,2,N").end()   # P0: wool + ore
  g.roll(2,4).end()
  g.roll(2,4)                                      # P2's turn
  return g
g=p0_knight_p2_road("intrigue").m("progress",card="intrigue",corner="0,2,N")
cwrite("ck-card-intrigue", "Intrigue: displaces player 0's knight standing on player 2's road; player 0 must move it.", g,
  expect={"phase":"respond","players":[{"knights":[]},{},{}]})
g=p0_knight_p2_road("intrigue").m("progress",card="intrigue",corner="0,2,N").m("retreat",0)
cwrite("ck-card-intrigue-retreat", "The displaced knight may only go to a free corner connected by its owner's roads to 0,2,N; there is none (1,-2,S is on another road), so it leaves the board.", g,
  expect={"phase":"main","players":[{"knights":[]},{},{}]})
g=p0_knight_p2_road("deserter").m("progress",card="deserter",victim=0,corner="0,2,N",to="0,2,N")
cwrite("ck-card-deserter", "Deserter: player 0's knight leaves; player 2 sets a knight of the same level on its own road.", g,
  expect={"players":[{"knights":[]},{},{"knights":[{"corner":"0,2,N","level":1,"active":False}]}]})
