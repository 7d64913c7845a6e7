// Names that exist (issue 23): every `module.function` a user reads in help texts, examples and
// error messages is a function they can call, and the core never names a Lua function (it names
// roles; the kit names the function).
#include <catch2/catch.hpp>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "host/session.hpp"
#include "kit/registry.hpp"

namespace {
using alea::kit::Kind;
using alea::kit::Registry;
namespace fs = std::filesystem;

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The `module.name` (and `module.table.name`) the text mentions, for the given module names.
// A file name (docs/alloc.md, r.json) is not a mention.
std::vector<std::string> mentions(const std::string& text, const std::set<std::string>& modules) {
  static const std::set<std::string> extensions = {"md", "lua", "cpp", "hpp", "csv", "json", "svg", "png", "pdf",
                                                   "dot", "txt", "gp"};
  std::vector<std::string> out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (!std::islower(static_cast<unsigned char>(text[i]))) continue;
    if (i > 0 && (word_char(text[i - 1]) || text[i - 1] == '.' || text[i - 1] == '/' || text[i - 1] == ':')) continue;
    std::size_t j = i;
    while (j < text.size() && word_char(text[j])) ++j;
    if (j >= text.size() || text[j] != '.' || !modules.count(text.substr(i, j - i))) continue;
    std::size_t end = j;
    while (end < text.size() && text[end] == '.' && end + 1 < text.size() &&
           (std::islower(static_cast<unsigned char>(text[end + 1])) || text[end + 1] == '_')) {
      ++end;
      while (end < text.size() && word_char(text[end])) ++end;
    }
    if (end == j) continue;
    const std::string name = text.substr(i, end - i);
    if (!extensions.count(name.substr(name.rfind('.') + 1))) out.push_back(name);
    i = end;
  }
  return out;
}

// A mention is real when the registry has it as a function or type, or as a table of functions
// (alloc.two_value) whose functions it has.
bool exists(const std::string& name) {
  for (auto& d : Registry::instance().all()) {
    if ((d.kind == Kind::Function || d.kind == Kind::Type) && d.name == name) return true;
    if (d.kind == Kind::Function && d.name.rfind(name + ".", 0) == 0) return true;
  }
  return false;
}

std::set<std::string> module_names() {
  std::set<std::string> out;
  for (auto& d : Registry::instance().all())
    if (d.kind == Kind::Module) out.insert(d.name);
  return out;
}

// The string literals of a C++ source, without their quotes (escapes kept as written).
std::vector<std::string> string_literals(const std::string& src) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < src.size(); ++i) {
    if (src.compare(i, 2, "//") == 0) {
      i = src.find('\n', i);
      if (i == std::string::npos) break;
    } else if (src[i] == '\'' && (i == 0 || !word_char(src[i - 1]))) {  // a char, not 1'000'000
      i += src[i + 1] == '\\' ? 3 : 2;
    } else if (src[i] == '"') {
      std::string lit;
      for (++i; i < src.size() && src[i] != '"'; ++i) {
        if (src[i] == '\\') lit += src[i++];
        lit += src[i];
      }
      out.push_back(lit);
    }
  }
  return out;
}

std::vector<fs::path> sources(const std::string& folder) {
  std::vector<fs::path> out;
  for (auto& e : fs::recursive_directory_iterator(std::string(ALEA_SOURCE_DIR) + "/" + folder))
    if (e.path().extension() == ".cpp" || e.path().extension() == ".hpp") out.push_back(e.path());
  return out;
}

std::string read(const fs::path& p) {
  std::ifstream f(p);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

}  // namespace

TEST_CASE("names: every module.function in a help text, signature or example is a real function", "[kit][names]") {
  lua_State* L = alea::host::new_session();
  const auto modules = module_names();
  std::size_t checked = 0;
  for (auto& d : Registry::instance().all()) {
    for (const std::string* text : {&d.description, &d.example, &d.signature})
      for (auto& name : mentions(*text, modules)) {
        INFO(d.name << " mentions " << name);
        CHECK(exists(name));
        ++checked;
      }
  }
  CHECK(checked > 100);
  lua_close(L);
}

TEST_CASE("names: every module.function in a binding's message is a real function", "[kit][names]") {
  lua_State* L = alea::host::new_session();
  const auto modules = module_names();
  for (auto& path : sources("bindings"))
    for (auto& lit : string_literals(read(path)))
      for (auto& name : mentions(lit, modules)) {
        INFO(path.filename().string() << ": \"" << lit << "\" mentions " << name);
        CHECK(exists(name));
      }
  lua_close(L);
}

TEST_CASE("names: the core names no Lua function and writes no Lua", "[kit][names]") {
  lua_State* L = alea::host::new_session();
  const auto modules = module_names();
  // An options table ({exact=true}) or a method call (X:distribution{...}) is Lua: the core says
  // role=value instead, and the kit places the role.
  const std::regex lua_syntax(R"(\{[a-z_]+=|\b[A-Z][A-Za-z]*:[a-z_]+[({])");
  for (auto& path : sources("src")) {
    if (path.string().find("/src/host/") != std::string::npos) continue;  // the host is Lua's side
    for (auto& lit : string_literals(read(path))) {
      INFO(path.filename().string() << ": \"" << lit << "\"");
      CHECK(mentions(lit, modules).empty());
      CHECK_FALSE(std::regex_search(lit, lua_syntax));
    }
  }
  lua_close(L);
}

TEST_CASE("names: mentions are found as a reader finds them", "[kit][names]") {
  const std::set<std::string> modules = {"alloc", "alea", "cgt"};
  CHECK(mentions("use alloc.minimal or alloc.two_value.emperor(p, t)", modules) ==
        std::vector<std::string>{"alloc.minimal", "alloc.two_value.emperor"});
  CHECK(mentions("see docs/alloc.md and r.json, X.alloc.wdl, cgt.stats().games", modules) ==
        std::vector<std::string>{"cgt.stats"});
  CHECK(mentions("alea.limits{memory=...}", modules) == std::vector<std::string>{"alea.limits"});
  CHECK(string_literals("f(\"a\\\"b\", 'x'); // \"c\"\n\"d\"") == std::vector<std::string>{"a\\\"b", "d"});
}
