#include "host/help.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <vector>
#include <iterator>

#include <sys/ioctl.h>
#include <unistd.h>

#include "core/process.hpp"
#include "kit/kit.hpp"
#include "kit/show.hpp"

namespace alea::host {
namespace {
using kit::Doc;
using kit::Kind;
using kit::Registry;

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// The summary of a description: up to the first ". " that ends a sentence, which is not one
// inside parentheses, after an abbreviation ("eq. 4", "e.g. x") or before a lowercase word or a
// digit.
std::string first_sentence(const std::string& text) {
  static const char* const abbreviations[] = {"e.g", "i.e", "eq", "eqs", "fig", "tab", "cf", "vs", "etc",
                                              "thm", "def", "sec", "al", "no", "approx", "resp", "p"};
  int depth = 0;
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    const char c = text[i];
    depth += c == '(' ? 1 : c == ')' && depth > 0 ? -1 : 0;
    if (c != '.' || text[i + 1] != ' ' || depth > 0) continue;
    const std::size_t next = text.find_first_not_of(' ', i + 1);
    if (next == std::string::npos) break;
    const auto n = static_cast<unsigned char>(text[next]);
    if (std::islower(n) || std::isdigit(n)) continue;
    std::size_t start = i;
    while (start > 0 && (std::isalpha(static_cast<unsigned char>(text[start - 1])) || text[start - 1] == '.')) --start;
    const std::string word = lower(text.substr(start, i - start));
    if (std::any_of(std::begin(abbreviations), std::end(abbreviations), [&](const char* a) { return word == a; }))
      continue;
    return text.substr(0, i + 1);
  }
  return text;
}

bool is_member_of_type(const Doc& d, const std::string& type) {
  return (d.kind == Kind::Method || d.kind == Kind::Operator) && d.name.size() > type.size() &&
         d.name.compare(0, type.size(), type) == 0 &&
         (d.name[type.size()] == ':' || d.name[type.size()] == '.');
}

std::string entry(const Doc& d) {
  return "  " + d.signature + "\n      " + first_sentence(d.description) + "\n";
}

std::string type_section(const Doc& type) {
  std::string s;
  for (auto& d : Registry::instance().all())
    if (is_member_of_type(d, type.name)) s += entry(d);
  return s;
}

std::string page(const Doc& doc) {
  std::string s = doc.signature + "  [" + kit::kind_name(doc.kind) + "]\n  " + doc.description + "\n";
  if (!doc.example.empty()) s += "  example: " + doc.example + "\n";
  if (doc.kind == Kind::Type) s += "\nmethods and operators:\n" + type_section(doc);
  if (doc.kind != Kind::Module) return s;
  s += "\nfunctions:\n";
  for (auto& d : Registry::instance().all())
    if (d.module == doc.name && d.kind == Kind::Function) s += entry(d);
  for (auto& d : Registry::instance().all())
    if (d.module == doc.name && d.kind == Kind::Type)
      s += "\ntype " + d.name + ": " + first_sentence(d.description) + "\n" + type_section(d);
  return s;
}

std::string overview() {
  std::string s = "alea modules (help(name) for one, apropos(\"word\") to search):\n";
  for (auto& d : Registry::instance().all())
    if (d.kind == Kind::Module) s += "  " + d.name + std::string(10 - std::min<size_t>(9, d.name.size()), ' ') + first_sentence(d.description) + "\n";
  return s;
}

// The value a name such as "X:expected_time", "X.expected_time" or "alloc.two_value" holds:
// globals, then fields of tables and methods of objects, all read raw (no metamethod runs).
// Pushes it, or nil when the name leads nowhere.
void push_named_value(lua_State* L, const std::string& name) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
  std::size_t start = 0;
  for (;;) {
    const std::size_t end = name.find_first_of(".:", start);
    const std::string part = name.substr(start, end == std::string::npos ? end : end - start);
    if (lua_type(L, -1) == LUA_TUSERDATA) {  // an object: its type's methods
      if (luaL_getmetafield(L, -1, "__methods") != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_pushnil(L);
      }
      lua_remove(L, -2);
    }
    if (lua_type(L, -1) != LUA_TTABLE) {
      lua_pop(L, 1);
      return lua_pushnil(L);
    }
    lua_pushlstring(L, part.data(), part.size());
    lua_rawget(L, -2);
    lua_remove(L, -2);
    if (end == std::string::npos) return;
    start = end + 1;
  }
}

// The registry entry of a Lua value: a bound function, module, object or a name string.
const Doc* lookup(lua_State* L, int idx) {
  if (lua_type(L, idx) == LUA_TSTRING) {
    std::string name = lua_tostring(L, idx);
    auto& reg = Registry::instance();
    if (auto* d = reg.find(name)) return d;
    auto dot = name.find('.');
    if (dot != std::string::npos) {  // "rat.num" for the method rat:num
      std::string method = name.substr(0, dot) + ":" + name.substr(dot + 1);
      if (auto* d = reg.find(method)) return d;
    }
    push_named_value(L, name);  // "X:expected_time" for an object X
    const Doc* d = lua_isnil(L, -1) ? nullptr : kit::doc_of_value(L, -1);
    lua_pop(L, 1);
    return d;
  }
  return kit::doc_of_value(L, idx);
}

// The methods whose signatures start with the name as written ("G:richman" is graph.game's, and
// cgt.game's "G:value" one of two), for a name whose self is not a global.
std::vector<const Doc*> methods_by_signature(const std::string& name) {
  std::vector<const Doc*> out;
  if (name.find(':') == std::string::npos) return out;
  for (auto& d : Registry::instance().all())
    if ((d.kind == Kind::Method) && d.signature.compare(0, name.size() + 1, name + "(") == 0) out.push_back(&d);
  return out;
}

// A table of bound functions that is not a module (alloc.two_value): its functions, or "".
std::string table_page(lua_State* L, int idx) {
  std::vector<const Doc*> docs;
  lua_pushnil(L);
  while (lua_next(L, idx) != 0) {
    if (const Doc* d = lua_type(L, -1) == LUA_TFUNCTION ? kit::doc_of_value(L, -1) : nullptr) docs.push_back(d);
    lua_pop(L, 1);
  }
  if (docs.empty()) return "";
  auto& all = Registry::instance().all();
  auto rank = [&](const Doc* d) {
    return std::distance(all.begin(), std::find_if(all.begin(), all.end(), [&](const Doc& e) { return &e == d; }));
  };
  std::sort(docs.begin(), docs.end(), [&](const Doc* a, const Doc* b) { return rank(a) < rank(b); });
  const std::string& first = docs.front()->name;
  std::string s = first.substr(0, first.rfind('.')) + "  [table of functions]\n\nfunctions:\n";
  for (const Doc* d : docs) s += entry(*d);
  return s;
}

// The columns of the terminal help writes to (80 when it is not one).
std::size_t help_width() {
  struct winsize ws {};
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 20) return ws.ws_col;
  return 80;
}

// Each line longer than width broken at spaces; continuation lines indented two more than
// the line they continue.
std::string wrap(const std::string& text, std::size_t width) {
  std::string out;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    const std::size_t indent = std::min(line.find_first_not_of(' '), line.size()) + 2;
    while (kit::display_width(line) > width) {
      std::size_t cut = line.rfind(' ', width);
      if (cut == std::string::npos || cut <= indent) cut = line.find(' ', width);
      if (cut == std::string::npos) break;
      out += line.substr(0, cut) + "\n";
      const std::size_t next = line.find_first_not_of(' ', cut);
      line = std::string(indent, ' ') + (next == std::string::npos ? std::string() : line.substr(next));
    }
    out += line;
    if (end < text.size()) out += "\n";
    start = end + 1;
  }
  return out;
}

// Writes help's text: through the pager when both ends are a terminal and the text is taller
// than it (less -R, or $PAGER), else straight to stdout, so pipes and scripts never page.
void show(const std::string& text) {
  std::fflush(stdout);
  struct winsize ws {};
  const bool terminal = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO) &&
                        ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_row > 0;
  if (terminal && static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) >= ws.ws_row &&
      page_text(text))
    return;
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
}

// help(x)'s text for the value at idx, or "" when there is none.
std::string help_for(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  std::string text;
  if (lua_isnoneornil(L, idx)) return overview();
  if (const Doc* doc = lookup(L, idx)) return page(*doc);
  if (lua_type(L, idx) == LUA_TSTRING) {  // "G:richman": the signatures' name for self, no global G needed
    for (const Doc* d : methods_by_signature(lua_tostring(L, idx))) text += (text.empty() ? "" : "\n") + page(*d);
    if (!text.empty()) return text;
  }
  if (lua_type(L, idx) == LUA_TTABLE && !(text = table_page(L, idx)).empty()) return text;
  if (lua_type(L, idx) == LUA_TFUNCTION)
    return "a Lua function (not an alea function): see the Lua 5.4 reference manual\n";
  if (lua_type(L, idx) == LUA_TSTRING) {  // a name of a table of functions: "alloc.two_value"
    push_named_value(L, lua_tostring(L, idx));
    if (lua_type(L, -1) == LUA_TTABLE) text = table_page(L, lua_gettop(L));
    lua_pop(L, 1);
  }
  return text;
}

int help(lua_State* L) {
  std::string text = help_for(L, 1);
  if (text.empty()) {
    std::string what = kit::type_name(L, 1);
    if (lua_type(L, 1) == LUA_TSTRING) {  // built in steps: GCC 12 misreads "'" + s (-Wrestrict)
      what = "'";
      what += lua_tostring(L, 1);
      what += "'";
    }
    throw kit::ArgError(1, "no help for " + what + " (try apropos(\"word\"))");
  }
  show(wrap(text, help_width()));
  return 0;
}

int apropos(lua_State* L) {
  std::string word = lower(kit::check_string(L, 1));
  std::string text;
  for (auto& d : Registry::instance().all()) {
    if (d.kind == Kind::Operator) continue;
    if (lower(d.name + " " + d.signature + " " + d.description).find(word) != std::string::npos)
      text += "  " + d.signature + "\n      " + first_sentence(d.description) + "\n";
  }
  if (text.empty()) text = "nothing matches '" + word + "'\n";
  show(wrap(text, help_width()));
  return 0;
}

void register_global(lua_State* L, const Doc& doc) {
  const Doc& d = Registry::instance().add(doc);
  kit::push_function(L, d);
  kit::remember_doc(L, -1, d);
  lua_setglobal(L, d.name.c_str());
}

}  // namespace

void open_help(lua_State* L) {
  register_global(L, {Kind::Function, "", "help", "help([x])",
                      "Lists the modules; help(x) explains a function, module, type, object, a method "
                      "of an object (help(X.expected_time)), a table of functions (help(alloc.two_value)), "
                      "or a name such as \"rat.floor\", \"prob:labels\", \"X:expected_time\" (X a global, or the name "
                      "the signatures give self: \"G:richman\" without a G). "
                      "The text is wrapped to the terminal's width.",
                      "help(rat)", help, false, {}});
  register_global(L, {Kind::Function, "", "apropos", "apropos(word)",
                      "Lists every function whose name or description mentions word.",
                      "apropos(\"dice\")", apropos, false, {}});
}

std::string help_page(lua_State* L, int idx, std::size_t width) {
  const std::string text = help_for(L, idx);
  return text.empty() ? text : wrap(text, width);
}

std::string help_text(const std::string& name) {
  const Doc* d = Registry::instance().find(name);
  return d ? page(*d) : "";
}

namespace {

// One entry of docs/api.md: a heading with the signature, the description, the example.
std::string md_entry(const Doc& d, const std::string& level) {
  return "\n" + level + " `" + d.signature + "`\n\n" + d.description + "\n\n```lua\n" + d.example +
         "\n```\n";
}

std::string md_cell(const std::string& text) {
  std::string out;
  for (char c : text) out += c == '|' ? std::string("\\|") : std::string(1, c);
  return out;
}

// A type: its methods as entries, its operators as one table.
std::string md_type(const Doc& type) {
  std::string s = "\n### type `" + type.name + "`\n\n" + type.description + "\n\n```lua\n" +
                  type.example + "\n```\n";
  std::string ops;
  for (auto& d : Registry::instance().all()) {
    if (!is_member_of_type(d, type.name)) continue;
    if (d.kind == Kind::Method)
      s += md_entry(d, "####");
    else
      ops += "| `" + md_cell(d.signature) + "` | " + md_cell(d.description) + " |\n";
  }
  if (!ops.empty()) s += "\n#### Operators of `" + type.name + "`\n\n| operator | meaning |\n|---|---|\n" + ops;
  return s;
}

std::string md_module(const Doc& mod) {
  auto& all = Registry::instance().all();
  std::string s = "\n## " + mod.name + "\n\n" + mod.description + "\n\n```lua\n" + mod.example + "\n```\n";
  for (auto& d : all)
    if (d.module == mod.name && d.kind == Kind::Function) s += md_entry(d, "###");
  for (auto& d : all)
    if (d.module == mod.name && d.kind == Kind::Type) s += md_type(d);
  return s;
}

}  // namespace

std::string api_markdown() {
  auto& all = Registry::instance().all();
  std::string s = "# alea API reference\n\nGenerated by `alea --dump-api` from the help registry; "
                  "do not edit by hand. In the REPL, `help(x)` shows the same text.\n\nModules:";
  for (auto& m : all)
    if (m.kind == Kind::Module) s += " [" + m.name + "](#" + m.name + ")";
  s += "\n\n## Globals\n";
  for (auto& d : all)
    if (d.kind == Kind::Function && d.module.empty()) s += md_entry(d, "###");
  for (auto& m : all)
    if (m.kind == Kind::Module) s += md_module(m);
  return s;
}

bool dump_api(const std::string& path) {
  std::ofstream out(path);
  out << api_markdown();
  out.close();
  if (!out) std::fprintf(stderr, "alea: cannot write %s\n", path.c_str());
  return static_cast<bool>(out);
}

}  // namespace alea::host
