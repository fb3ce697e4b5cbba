# SPDX-License-Identifier: GPL-3.0-or-later
import json, sys, os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
PLAYERS = [{"name": "Ari", "color": "red"}, {"name": "Bo", "color": "blue"}, {"name": "Cy", "color": "white"}]
SETUP = [(0,"0,-1,N","0,-1,NE"),(1,"-1,0,S","-1,0,SE"),(2,"1,0,S","1,0,SE"),
         (2,"2,-1,S","2,-1,SE"),(1,"-1,-1,S","-2,0,NE"),(0,"0,1,S","0,1,SE")]
class G:
  def __init__(s, setup=SETUP, n=3):
    s.moves=[]; s.cur=0; s.n=n
    for p,c,e in setup:
      s.moves.append({"player":p,"type":"settle","corner":c}); s.moves.append({"player":p,"type":"road","edge":e})
  def m(s, type, player=None, **kw):
    d={"player": s.cur if player is None else player, "type": type}; d.update(kw); s.moves.append(d); return s
  def roll(s, a, b): return s.m("roll", dice=[a,b])
  def end(s):
    s.m("end"); s.cur=(s.cur+1)%s.n; return s
  def turns(s, sums):
    for x in sums:
      a = min(6, x-1); s.roll(a, x-a).end()
    return s
  def mark(s): return len(s.moves)+1   # 1-based number of the next move
def write(name, desc, g, expect=None, expect_error=None, board="beginner", options=None, players=PLAYERS):
  rec={"format":"tabletop-game","version":1,"game":"catan","description":desc,
       "options": options or {"cities_and_knights": False, "vp_to_win": 10},
       "board": board, "players": players[:g.n], "seed": 1, "moves": g.moves}
  if expect is not None: rec["expect"]=expect
  if expect_error is not None: rec["expect_error"]=expect_error
  with open(os.path.join(OUT, name+".json"),"w") as f:
    f.write(json.dumps(rec, indent=1)+"\n")
