# SPDX-License-Identifier: GPL-3.0-or-later
import json, os
from gen import *
g=G(); g.turns([6])
write("board-random", "The seeded random layout (\"board\": \"random\") is built from the record's seed; places are named the same on every layout.", g,
  board="random", expect={"phase":"roll","current":1,"robber":"-1,2"})
here=os.path.dirname(os.path.abspath(__file__))
board=json.load(open(os.path.join(here,"..","..","..","..","data","boards","beginner.json")))
for h in board["hexes"]:
  if h["q"]==0 and h["r"]==-1: h["terrain"]="mountains"
board["name"]="beginner-with-mountains"
g=G(); g.turns([6])
write("board-custom", "A board object in the record: here hills 6 became mountains 6, so a 6 gives player 0 ore instead of brick.", g,
  board=board, expect={"players":[{"resources":{"ore":1,"brick":0,"grain":3}},{},{}]})
