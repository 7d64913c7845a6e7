-- Figure 1: the tree of the example of section 3 (A has two raises of 2, B one raise of 3),
-- from A's first raising point alpha(2, 1) = 11/16, as Graphviz source (dot -Tsvg to draw it).
local tree = doubling.tree(2, 1, {a = 2, b = 3})
print("-- " .. tostring(tree))
print(tree:to_dot())
