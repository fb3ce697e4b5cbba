# SPDX-License-Identifier: GPL-3.0-or-later
CD=["N","NE","SE","S","SW","NW"]; ED=["NE","E","SE","SW","W","NW"]
cdq=[0,1,0,0,-1,0]; cdr=[0,-1,1,0,1,-1]; cs=[0,1,0,1,0,1]
edq=[0,0,0,-1,-1,0]; edr=[0,0,0,1,0,-1]; es=[0,1,2,0,1,2]
hexes=[(q,r) for r in range(-2,3) for q in range(-2,3) if abs(q+r)<=2]
info={(0,-2):"mount10",(1,-2):"past2",(2,-2):"forest9",(-1,-1):"field12",(0,-1):"hills6",(1,-1):"past4",(2,-1):"hills10",(-2,0):"field9",(-1,0):"forest11",(0,0):"desert",(1,0):"forest3",(2,0):"mount8",(-2,1):"forest8",(-1,1):"mount3",(0,1):"field4",(1,1):"past5",(-2,2):"hills5",(-1,2):"field6",(0,2):"past11"}
def cname(c): return "%d,%d,%s"%(c[0],c[1],"S" if c[2] else "N")
def ename(e): return "%d,%d,%s"%(e[0],e[1],ED[e[2]])
corner={}; edge={}
for (q,r) in hexes:
  cs_=[(q+cdq[d],r+cdr[d],cs[d]) for d in range(6)]
  for d in range(6):
    c=cs_[d]; corner.setdefault(c,{"hexes":set(),"edges":set(),"adj":set()})["hexes"].add((q,r))
  for d in range(6):
    e=(q+edq[d],r+edr[d],es[d]); a,b=cs_[d],cs_[(d+1)%6]
    edge[e]=(a,b); corner[a]["edges"].add(e); corner[b]["edges"].add(e); corner[a]["adj"].add(b); corner[b]["adj"].add(a)
def parse_c(s):
  q,r,d=s.split(","); d=CD.index(d); q=int(q); r=int(r); return (q+cdq[d],r+cdr[d],cs[d])
def parse_e(s):
  q,r,d=s.split(","); d=ED.index(d); q=int(q); r=int(r); return (q+edq[d],r+edr[d],es[d])
def show(s):
  c=parse_c(s)
  print(cname(c),"hexes",[info[h] for h in corner[c]["hexes"]],"adj",[cname(x) for x in corner[c]["adj"]],"edges",[ename(e)+"->"+cname([x for x in edge[e] if x!=c][0]) for e in corner[c]["edges"]])
def path(*cs):
  out=[]
  for a,b in zip(cs,cs[1:]):
    A=parse_c(a); B=parse_c(b)
    e=[e for e in corner[A]["edges"] if B in edge[e]]
    assert e, (a,b)
    out.append(ename(e[0]))
  return out
