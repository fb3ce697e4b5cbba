# SPDX-License-Identifier: GPL-3.0-or-later
from gen import *
g=G(); g.turns([3,3,3]); g.roll(2,2).end(); g.roll(2,2).m("city",corner="-1,-1,S")
write("win-on-own-turn", "With the target lowered to 3 points (option vp_to_win), player 1's city wins at once, on player 1's own turn.", g,
  options={"cities_and_knights":False,"vp_to_win":3},
  expect={"finished":True,"winner":1,"phase":"over","players":[{"vp":2},{"vp":3},{"vp":2}]})
g.end()
write("no-moves-after-win", "Nothing can be played after the game is won.", g, options={"cities_and_knights":False,"vp_to_win":3},
  expect_error={"move":g.mark()-1,"contains":"game is over"})
g=G(); g.turns([6,6,6,6,6])
write("turn-cap", "Option turn_cap ends a game unfinished (for simulations).", g, options={"cities_and_knights":False,"vp_to_win":10,"turn_cap":5},
  expect={"finished":True,"winner":None})
