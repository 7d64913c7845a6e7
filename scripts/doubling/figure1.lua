-- Figure 1: the tree of the example of section 3 (A has two raises of 2, B one raise of 3),
-- from A's first raising point alpha(2, 1) = 11/16: prints its Graphviz source and draws it with
-- dot into docs/doubling_figure1.svg (or the path given as the first argument).
local here = (arg and arg[0] and arg[0]:match("(.*/)")) or "./"
local out_path = (arg and arg[1]) or (here .. "../../docs/doubling_figure1.svg")
local tree = doubling.tree(2, 1, {a = 2, b = 3})
print("-- " .. tostring(tree))
print(tree:to_dot())
print("-- wrote " .. tree:to_svg(out_path))
