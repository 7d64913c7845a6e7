// Every registered function and method, called with bad arguments: each error names the
// function exactly once, at the start, and never names another function (the core never
// writes a Lua name; the kit names the function once and the place of the argument).
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

#include "host/session.hpp"
#include "kit/registry.hpp"

namespace {
using alea::kit::Doc;
using alea::kit::Kind;
using alea::kit::Registry;

struct Session {
  lua_State* L = alea::host::new_session();
  ~Session() { lua_close(L); }
};

// A well-formed object of each bound type, to call methods on.
const std::map<std::string, std::string> kSamples = {
    {"rat", "rat(1, 2)"},
    {"prob", "prob.dice(1)"},
    {"allocation", "alloc(prob{1, 1}, {1, 0})"},
    {"tournament", "alloc.tournament(prob{1, 1}, 1)"},
    {"doubling.tree", "doubling.tree(1, 1)"},
    {"doubling.met", "doubling.met_janowski{length=5}"},
    {"graph.game", "graph.tug_of_war(3)"},
    {"estimate", "alea.estimate(1, 0)"},
    {"cgt.game", "cgt(\"{2|-1}\")"},
    {"cgt.thermograph", "cgt(\"{2|-1}\"):thermograph()"},
    {"cgt.ruleset", "cgt.ruleset{left = function(n) return {} end, right = function(n) return {} end}"},
    {"cgt.position", "cgt.robin_hood(4, 2, 1) + cgt.robin_hood(3, 1, 1)"},
    {"cgt.heap_ruleset", "cgt.heap(\"0.77\")"},
    {"cgt.misere_game", "cgt.misere(\"*[2#0]\")"},
    {"cgt.loopy", "cgt(\"{pass|3/2}\")"},
    {"boolfn", "boolfn.majority(3)"},
    {"decision_tree", "boolfn.majority(3):decision_tree().tree"},
};

// The error message of `call` (a Lua expression calling f with the given arguments), or "".
std::string error_of(lua_State* L, const std::string& setup, const std::string& call) {
  const std::string chunk = setup + "\nreturn " + call;
  if (luaL_loadstring(L, chunk.c_str()) != LUA_OK) {
    std::string m = lua_tostring(L, -1);
    lua_pop(L, 1);
    return "(load error) " + m;
  }
  if (lua_pcall(L, 0, LUA_MULTRET, 0) == LUA_OK) {
    lua_settop(L, 0);
    return "";
  }
  std::string m = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "(not a string)";
  lua_settop(L, 0);
  return m;
}

std::size_t occurrences(const std::string& text, const std::string& word) {
  std::size_t n = 0;
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
    const bool alone = (at == 0 || !std::isalnum(static_cast<unsigned char>(text[at - 1]))) &&
                       (at + word.size() == text.size() || text[at + word.size()] == ':' || text[at + word.size()] == ' ');
    n += alone;
  }
  return n;
}

// How a function is reached from Lua: "alloc.wdl" is alloc.wdl, the constructor "alloc" is the
// module table's call; a method "allocation:tokens" is called on a sample object.
std::string callee(const Doc& d, const std::string& self_var) {
  if (d.kind == Kind::Method) return self_var + ":" + d.name.substr(d.name.find(':') + 1);
  return d.name;
}

}  // namespace

TEST_CASE("error_paths: every bound function names itself exactly once in each of its errors", "[kit][error_paths][errors]") {
  Session s;
  std::vector<std::string> functions;
  for (auto& d : Registry::instance().all())
    if ((d.kind == Kind::Function || d.kind == Kind::Method) && d.name != "help" && d.name != "apropos")
      functions.push_back(d.name);
  std::size_t messages = 0;
  for (auto& d : Registry::instance().all()) {
    if (d.kind != Kind::Function && d.kind != Kind::Method) continue;
    if (d.name == "help" || d.name == "apropos") continue;  // they take anything
    std::string setup;
    if (d.kind == Kind::Method) {
      const std::string type = d.name.substr(0, d.name.find(':'));
      auto sample = kSamples.find(type);
      INFO("no sample object for type " << type);
      REQUIRE(sample != kSamples.end());
      setup = "local self = " + sample->second;
    }
    const std::string f = callee(d, "self");
    const int positions = static_cast<int>(d.sig.roles.size()) - (d.kind == Kind::Method ? 1 : 0);
    std::vector<std::string> calls;
    // A wrong type at each position in turn (the others nil), then one argument too many.
    for (int k = 0; k < std::max(positions, 1); ++k) {
      std::string args;
      for (int i = 0; i <= k; ++i) args += std::string(i ? ", " : "") + (i == k ? "true" : "nil");
      calls.push_back(f + "(" + args + ")");
    }
    std::string many;
    for (int i = 0; i < positions + 3; ++i) many += std::string(i ? ", " : "") + "{}";
    calls.push_back(f + "(" + many + ")");
    if (d.kind == Kind::Method) calls.push_back("self." + d.name.substr(d.name.find(':') + 1) + "(true)");  // a wrong self
    for (auto& call : calls) {
      const std::string m = error_of(s.L, setup, call);
      if (m.empty()) continue;  // the function accepts it (alea.seed(true) would not, alea.quiet() does)
      ++messages;
      INFO(call << " -> " << m);
      CHECK(m.rfind(d.name + ": ", 0) == 0);
      CHECK(occurrences(m, d.name) == 1);
      for (auto& other : functions)
        if (other != d.name && other.size() > 4 && d.name.find(other) == std::string::npos)
          CHECK(occurrences(m, other) == 0);
    }
  }
  CHECK(messages > 150);
}
