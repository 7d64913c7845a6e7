#pragma once
// Match play drawn: a table as a heat map of the chances, and the cube matrix (match.hpp) as a
// heat map of one edge of the window or as a map of the cube actions, each cell labelled.
#include <string>
#include <vector>

#include "core/picture.hpp"
#include "doubling/match.hpp"

namespace alea::doubling {

// The pre-Crawford table to n-away (rows: player 0's away; columns: player 1's), or with post
// the post-Crawford rows; cells labelled with the chance in percent.
picture::Heatmap met_heatmap(const Met& m, long long n, bool post);

// The matrix's cells as computed by cube_matrix(m, n, post, o, p): what is "take", "double" or
// "cash" (percent, one decimal) or "action" (the classes of cube_matrix with p; role "what").
picture::Heatmap matrix_heatmap(const Met& m, const std::vector<MatrixCell>& cells, long long n, bool post,
                                const std::string& what, const CubeOptions& o, const std::optional<Number>& p);

// The model in words for a title: "dead cube", "live cube (x = 2/3), gammons 1/4 and 1/5, p = 0.72".
std::string describe_model(const CubeOptions& o, const std::optional<Number>& p);

}  // namespace alea::doubling
