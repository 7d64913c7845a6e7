-- Figure 1: the tree of the example of section 3 (A has two raises of 2, B one raise of 3),
-- from A's first raising point alpha(2, 1) = 11/16: prints its Graphviz source and draws it with
-- dot into doubling_figure1.svg where it runs, or the path given as the first argument
-- (`alea scripts/doubling/figure1.lua docs/doubling_figure1.svg` redraws the docs' copy; ctest
-- runs it in the build tree, so a test run writes nothing into the sources).
local out_path = (arg and arg[1]) or "doubling_figure1.svg"
local tree = doubling.tree(2, 1, {a = 2, b = 3})
print("-- " .. tostring(tree))
print(tree:to_dot())
print("-- wrote " .. tree:to_svg(out_path))
