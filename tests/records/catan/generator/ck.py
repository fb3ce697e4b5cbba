# SPDX-License-Identifier: GPL-3.0-or-later
from gen import *
CKOPT={"cities_and_knights":True,"vp_to_win":13}
class CK(G):
  def roll(s, a, b, event="politics", draws=None):
    d={"dice":[a,b],"event":event}
    if draws: d["draws"]=draws
    return s.m("roll", **d)
  def turns(s, sums, event="politics"):
    for x in sums:
      red=min(6,x-1); s.roll(x-red, red, event).end()
    return s
def cwrite(name, desc, g, **kw):
  write(name, desc, g, options=CKOPT, **kw)
def levels():
  """Player 0 trade 1, player 1 science 1, player 2 politics 1."""
  g=CK(); g.turns([11,8,11])       # P1 paper 2, P0 cloth 2, P2 coin 1
  g.roll(5,6).m("improve",track="trade").end()      # P0 turn: 11 again
  g.roll(4,4).m("improve",track="science").end()    # P1: roll 8
  g.roll(4,4).m("improve",track="politics").end()   # P2: roll 8
  return g
