# SPDX-License-Identifier: GPL-3.0-or-later
from ck import *
def metro(stop_after_p1=False):
  g=CK(); paper=[0,0,0]; level=[0,0,0]
  i=0
  while True:
    cur=i%3
    x = 11 if level[1] < 4 else 3
    red=min(6,x-1); g.roll(x-red, red)
    if x==11: paper[1]+=1
    else: paper[2]+=1
    for p in (1,2):
      target = 4 if p==1 else 5
      while cur==p and level[p] < target and paper[p] >= level[p]+1:
        paper[p]-=level[p]+1; level[p]+=1; g.m("improve",track="science")
    g.end(); i+=1
    if stop_after_p1 and level[1]==4: return g
    if level[2]==5: return g
    assert i < 200
g=metro(True)
cwrite("ck-metropolis", "Science level 4 first: player 1 gets the science metropolis (2 points) on its city.", g,
  expect={"metropolises":{"science":1,"trade":None,"politics":None},"players":[{},{"vp":5,"vp_breakdown":{"metropolises":2},"improvements":{"science":4}},{}]})
g=metro()
cwrite("ck-metropolis-taken", "Science level 5: player 2 takes the metropolis from player 1, who stopped at level 4.", g,
  expect={"metropolises":{"science":2},"players":[{},{"vp":3,"improvements":{"science":4}},{"vp":5,"improvements":{"science":5}}]})
