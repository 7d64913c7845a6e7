# What GNU Backgammon says about match equity tables, as JSON, for tests/gnubg/compare.lua to set
# beside alea's numbers (docs/doubling.md, "Side by side with GNU Backgammon"). Runs inside gnubg:
#   GNUBG_REPORT=out.json GNUBG_WORK=dir gnubg -t -q -r -p tests/gnubg/report.py
# For each table: every entry as gnubg reads it (gnubg.met), the gammon values of gnubg's
# calcgammonprice at every score of a 7-point match and cube level, and the market windows of
# "show marketwindow" (printed to 0.01%) with and without gammons. GNUBG_WORK receives the tables
# this script writes itself: Zadeh's and Tornberg's constructions with an explicit length, so
# that gnubg computes them instead of overwriting them (see compare.lua).
import json
import os
import re

import gnubg

MET_DIR = "/usr/share/gnubg/met"
WORK = os.environ["GNUBG_WORK"]
LENGTH = 7          # the match of the windows and gammon values
EXTENT = 25         # entries read from gnubg.met

# Parametric tables with <length>25</length>: gnubg then computes them to 64 and extends only past
# 25. Separate post-Crawford tables per player avoid gnubg's reading of player="both" parameters
# (they reach player 0 only), and mec's 4-away free drop is 0 to avoid its sign (see compare.lua).
PARAMETRIC = {
    "zadeh25": """<met><info><name>zadeh25</name><description>Zadeh to 25</description><length>25</length></info>
<pre-crawford-table type="zadeh"><parameters>
<parameter name="gammon-rate-leader">0.25</parameter><parameter name="gammon-rate-trailer">0.15</parameter>
<parameter name="delta">0.08</parameter><parameter name="delta-bar">0.06</parameter></parameters></pre-crawford-table>
<post-crawford-table type="zadeh" player="0"><parameters><parameter name="gammon-rate-trailer">0.25</parameter>
<parameter name="free-drop-2-away">0.015</parameter><parameter name="free-drop-4-away">0.004</parameter></parameters></post-crawford-table>
<post-crawford-table type="zadeh" player="1"><parameters><parameter name="gammon-rate-trailer">0.25</parameter>
<parameter name="free-drop-2-away">0.015</parameter><parameter name="free-drop-4-away">0.004</parameter></parameters></post-crawford-table>
</met>""",
    "mec25": """<met><info><name>mec25</name><description>mec to 25</description><length>25</length></info>
<pre-crawford-table type="mec"><parameters>
<parameter name="gammon-rate">0.26</parameter><parameter name="win-rate">0.5</parameter></parameters></pre-crawford-table>
<post-crawford-table type="mec" player="0"><parameters><parameter name="gammon-rate">0.26</parameter>
<parameter name="win-rate">0.5</parameter><parameter name="free-drop-2-away">0.015</parameter>
<parameter name="free-drop-4-away">0</parameter></parameters></post-crawford-table>
<post-crawford-table type="mec" player="1"><parameters><parameter name="gammon-rate">0.26</parameter>
<parameter name="win-rate">0.5</parameter><parameter name="free-drop-2-away">0.015</parameter>
<parameter name="free-drop-4-away">0</parameter></parameters></post-crawford-table>
</met>""",
}

# (gammon rate of player 0, of player 1, backgammon rate of player 0, of player 1), as fractions
# of each player's wins: gnubg's "show marketwindow g0 g1 b0 b1".
RATES = [(0, 0, 0, 0), (0.2, 0.15, 0, 0), (0.25, 0.2, 0.02, 0.01)]

WINDOW = re.compile(r"^(Dead cube \(opponent doesn't redouble\)|Dead cube \(opponent redoubles\)|Dead cube|Live cube):"
                    r"\s*([0-9.]+)% -\s*([0-9.]+)%")


def windows(text):
    """The market windows of "show marketwindow", per player: {kind: [double, cash]} in percent."""
    players = []
    for line in text.splitlines():
        if line.startswith("Player ") and "market window" in line:
            players.append({})
        m = WINDOW.match(line.strip())
        if m and players:
            players[-1][m.group(1)] = [float(m.group(2)), float(m.group(3))]
    return players


def read_table(path):
    gnubg.command('set matchequitytable "%s"' % path)
    pre, post0, post1 = gnubg.met(EXTENT)
    return {"path": path, "pre": pre, "post": [post0, post1]}


def scores():
    """Every (score0, score1, crawford, postcrawford) of a LENGTH-point match before it ends."""
    out = []
    for s0 in range(LENGTH):
        for s1 in range(LENGTH):
            leader_one_away = s0 == LENGTH - 1 or s1 == LENGTH - 1
            if leader_one_away and s0 != s1:
                out.append((s0, s1, 1, 0))  # the Crawford game
                out.append((s0, s1, 0, 1))  # after it
            else:
                out.append((s0, s1, 0, 0))
    return out


def gammon_prices():
    out = []
    for s0, s1, crawford, post in scores():
        if crawford:
            continue
        for cube in (1, 2, 4, 8):
            ci = gnubg.cubeinfo(cube, -1, 0, LENGTH, (s0, s1), 0, 0)
            price = gnubg.calcgammonprice(ci)["gammonprice"]
            out.append({"score": [s0, s1], "post": post, "cube": cube, "price": price})
    return out


def market_windows():
    out = []
    for s0, s1, crawford, post in scores():
        if crawford:
            continue  # no doubling in the Crawford game
        for cube in (1, 2, 4):
            for rates in RATES:
                gnubg.command("new match %d" % LENGTH)
                gnubg.command("set score %d %d" % (s0, s1))
                if post:
                    gnubg.command("set crawford off")
                    gnubg.command("set postcrawford on")
                if cube > 1:
                    gnubg.command("set cube value %d" % cube)
                text = gnubg.show("marketwindow %g %g %g %g" % rates)
                out.append({"score": [s0, s1], "post": post, "cube": cube, "rates": list(rates),
                            "windows": windows(text)})
    return out


def main():
    gnubg.command("set player 0 human")
    gnubg.command("set player 1 human")
    report = {"length": LENGTH, "tables": {}}
    paths = {"Kazaross-XG2": MET_DIR + "/Kazaross-XG2.xml", "woolsey": MET_DIR + "/woolsey.xml",
             "zadeh": MET_DIR + "/zadeh.xml", "mec": MET_DIR + "/mec.xml"}
    for name, text in PARAMETRIC.items():
        paths[name] = os.path.join(WORK, name + ".xml")
        with open(paths[name], "w") as f:
            f.write(text)
    # gnubg falls back to its default table (Zadeh's formula with its default parameters, no
    # extension) when a file cannot be read.
    paths["default"] = os.path.join(WORK, "no-such-table.xml")
    for name, path in paths.items():
        entry = read_table(path)
        if name in ("Kazaross-XG2", "woolsey"):
            entry["gammon_prices"] = gammon_prices()
            entry["market_windows"] = market_windows()
        report["tables"][name] = entry
    with open(os.environ["GNUBG_REPORT"], "w") as f:
        json.dump(report, f)


main()
