// The binding kit through a real Lua state: argument error texts, self numbering of methods,
// options, C++ exceptions becoming Lua errors, and Lua errors unwinding C++ destructors.
#include <catch2/catch.hpp>

#include <deque>
#include <new>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "host/session.hpp"
#include "lua_state.hpp"
#include "kit/kit.hpp"

namespace kit = alea::kit;

namespace {

using State = alea::test::LuaState;  // a session that closes itself

// Runs code that must fail; returns the error message exactly as luaL_dostring leaves it.
std::string error_of(lua_State* L, const char* code) {
  int top = lua_gettop(L);
  int status = luaL_dostring(L, code);
  REQUIRE(status != LUA_OK);
  std::string message = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "(not a string)";
  lua_settop(L, top);
  return message;
}

// Runs code that must succeed and returns its one result as a string (via tostring).
std::string value_of(lua_State* L, const char* code) {
  int top = lua_gettop(L);
  int status = luaL_dostring(L, code);
  INFO(code << " -> " << (status == LUA_OK ? "" : lua_tostring(L, -1)));
  REQUIRE(status == LUA_OK);
  std::string v = luaL_tolstring(L, top + 1, nullptr);
  lua_settop(L, top);
  return v;
}

// --- test-only bound functions (through the kit's wrapper, not registered in any module) ---

int throws_invalid(lua_State*) { throw alea::InvalidArgument("boom with value 7"); }
int throws_bad_alloc(lua_State*) { throw std::bad_alloc(); }

int method_takes_integer(lua_State* L) {
  kit::check_table(L, 1);  // self
  lua_pushinteger(L, kit::check_integer(L, 2) * 2);
  return 1;
}

int takes_options(lua_State* L) {
  kit::Options opts(L, 1);
  bool a = opts.boolean("alpha");
  long long b = opts.integer("beta", 1, 100);
  lua_pushinteger(L, (a ? 1000 : 0) + b);
  return 1;
}

int takes_no_options(lua_State* L) {
  kit::Options opts(L, 1);
  lua_pushboolean(L, 1);
  return 1;
}

// Destructor flag for the unwinding tests.
bool destroyed = false;
struct SetsFlag {
  ~SetsFlag() { destroyed = true; }
};

// Calls its argument (a Lua function) with a C++ object alive on this frame.
int calls_lua_with_local(lua_State* L) {
  SetsFlag guard;
  lua_pushvalue(L, 1);
  lua_call(L, 0, 0);  // a Lua error here unwinds through this frame
  lua_pushboolean(L, 1);
  return 1;
}

int counts_arguments(lua_State* L) {
  lua_pushinteger(L, lua_gettop(L));
  return 1;
}

// A plain C++ type to bind through kit::method: members, a data member and free functions.
struct Point {
  long long x = 0, y = 0;
  long long sum() const { return x + y; }
  long long scaled(long long k) const { return k * (x + y); }
  Point moved(const Point& by) const noexcept { return {x + by.x, y + by.y}; }
  std::string label(const std::string& prefix, double) const { return prefix + std::to_string(x); }
  std::vector<Point> both(bool swap) const { return swap ? std::vector<Point>{{y, x}} : std::vector<Point>{*this}; }
};
std::vector<long long> coordinates(const Point& p) { return {p.x, p.y}; }
void push_negated(lua_State* L, long long v) { lua_pushinteger(L, -v); }
int destroy_point(lua_State* L);

}  // namespace

template <>
struct alea::kit::TypeName<Point> {
  static constexpr const char* value = "kit_test.point";
};

namespace {

int destroy_point(lua_State* L) {
  kit::destroy_object<Point>(L, 1);
  return 0;
}

// signature: as a registration row writes it (its options are the ones the function may read).
const kit::Doc& doc(kit::Kind kind, const char* name, lua_CFunction impl, const char* signature = nullptr) {
  // Docs must outlive the states (closures keep a pointer): a deque of statics.
  static std::deque<kit::Doc> docs;
  std::string sig = signature ? signature : std::string(name) + "()";
  docs.push_back(kit::Doc{kind, "kit_test", name, sig, "Test only.", "none", impl, false, {}});
  docs.back().sig = kit::parse_signature(sig);
  return docs.back();
}

void bind(lua_State* L, const char* global, const kit::Doc& d) {
  kit::push_function(L, d);
  lua_setglobal(L, global);
}

}  // namespace

TEST_CASE("kit: argument errors name the function and the argument exactly", "[kit]") {
  State s;
  CHECK(error_of(s.L, "prob.dice('x')") == "prob.dice: argument 1: expected integer, got string");
  CHECK(error_of(s.L, "prob.dice(2, {})") == "prob.dice: argument 2: expected integer, got table");
  CHECK(error_of(s.L, "prob.dice(2.5)") == "prob.dice: argument 1: expected integer, got 2.5");
  CHECK(error_of(s.L, "prob.dice(0)") == "prob.dice: argument 1: expected an integer in [1, 1000000], got 0");
  CHECK(error_of(s.L, "prob.dice()") == "prob.dice: argument 1: expected a value, got no value");
  CHECK(error_of(s.L, "prob.dice(1, 2, 3)") ==
        "prob.dice: argument 3: too many arguments (expected at most 2)");
  // The callable module table is not counted: rat's first argument is argument 1.
  CHECK(error_of(s.L, "rat({})") == "rat: argument 1: expected integer or rat, got table");
  CHECK(error_of(s.L, "rat(1, 0)") == "rat: argument 2: zero denominator");
  CHECK(error_of(s.L, "rat(0/0)") == "rat: argument 1: expected a number, got NaN");
  CHECK(error_of(s.L, "rat(-math.huge)") == "rat: argument 1: expected a finite number, got -inf");
  CHECK(error_of(s.L, "return rat(1) + 'x'") == "rat.__add: argument 2: expected integer or rat, got string");
  // prob has no __add: Lua's own error, untouched by the kit.
  CHECK_THAT(error_of(s.L, "return prob.coin(rat(1,2)) + 1"),
             Catch::Contains("attempt to perform arithmetic on a prob value"));
}

TEST_CASE("kit: methods number self and then arguments from 1", "[kit]") {
  State s;
  CHECK(error_of(s.L, "return rat(1).num(5)") == "rat:num: self: expected rat, got integer");
  CHECK(error_of(s.L, "return prob.uniform(2).labels(rat(1))") == "prob:labels: self: expected prob, got rat");
  bind(s.L, "kt_method", doc(kit::Kind::Method, "kit_test:twice", method_takes_integer, "O:twice(n)"));
  CHECK(value_of(s.L, "local o = {twice = kt_method}; return o:twice(21)") == "42");
  CHECK(error_of(s.L, "local o = {twice = kt_method}; return o:twice('x')") ==
        "kit_test:twice: argument 1: expected integer, got string");
  CHECK(error_of(s.L, "return kt_method(5, 1)") == "kit_test:twice: self: expected table, got integer");
  // The same checks in a plain function count from 1 without a self.
  bind(s.L, "kt_function", doc(kit::Kind::Function, "kit_test.twice", method_takes_integer, "kit_test.twice(o, n)"));
  CHECK(error_of(s.L, "return kt_function({}, 'x')") ==
        "kit_test.twice: argument 2: expected integer, got string");
}

TEST_CASE("kit: unknown options and badly typed option values are errors", "[kit]") {
  State s;
  bind(s.L, "kt_opts", doc(kit::Kind::Function, "kit_test.opts", takes_options, "kit_test.opts([{alpha=false, beta=10}])"));
  bind(s.L, "kt_none", doc(kit::Kind::Function, "kit_test.none", takes_no_options, "kit_test.none([{}])"));
  CHECK(value_of(s.L, "return kt_opts()") == "10");
  CHECK(value_of(s.L, "return kt_opts(nil)") == "10");
  CHECK(value_of(s.L, "return kt_opts{alpha=true, beta=5}") == "1005");
  CHECK(error_of(s.L, "return kt_opts{gamma=1}") ==
        "kit_test.opts: argument 1: unknown option 'gamma' (known: alpha, beta)");
  CHECK(error_of(s.L, "return kt_opts{1}") ==
        "kit_test.opts: argument 1: unknown option integer key (known: alpha, beta)");
  CHECK(error_of(s.L, "return kt_opts(5)") == "kit_test.opts: argument 1: expected options table, got integer");
  CHECK(error_of(s.L, "return kt_opts{alpha='yes'}") ==
        "kit_test.opts: argument 1: option 'alpha': expected boolean, got string");
  CHECK(error_of(s.L, "return kt_opts{beta=0}") ==
        "kit_test.opts: argument 1: option 'beta': expected an integer in [1, 100], got 0");
  CHECK(error_of(s.L, "return kt_opts{beta=1.5}") ==
        "kit_test.opts: argument 1: option 'beta': expected integer, got 1.5");
  CHECK(error_of(s.L, "return kt_none{x=1}") ==
        "kit_test.none: argument 1: unknown option 'x' (this function takes no options)");
  // A real binding: prob's options table is its argument 2.
  CHECK(error_of(s.L, "return prob({1, 2}, {lables={'a','b'}})") ==
        "prob: argument 2: unknown option 'lables' (known: labels)");
}

TEST_CASE("kit: a C++ exception becomes a Lua error that pcall catches", "[kit]") {
  State s;
  bind(s.L, "kt_throws", doc(kit::Kind::Function, "kit_test.throws", throws_invalid));
  bind(s.L, "kt_oom", doc(kit::Kind::Function, "kit_test.oom", throws_bad_alloc));
  CHECK(value_of(s.L, "local ok, msg = pcall(kt_throws); return tostring(ok) .. '|' .. msg") ==
        "false|kit_test.throws: boom with value 7");
  CHECK(value_of(s.L, "local ok, msg = pcall(kt_oom); return tostring(ok) .. '|' .. msg") ==
        "false|kit_test.oom: not enough memory");
  // Uncaught, it reaches the host's protected call with the same text.
  CHECK(error_of(s.L, "kt_throws()") == "kit_test.throws: boom with value 7");
  // The state is still usable, and the stack is balanced after many errors.
  int top = lua_gettop(s.L);
  CHECK(value_of(s.L, "local n = 0; for i = 1, 1000 do if not pcall(kt_throws) then n = n + 1 end end; return n") ==
        "1000");
  CHECK(lua_gettop(s.L) == top);
  CHECK(value_of(s.L, "return rat(1, 3) + rat(1, 6)") == "1/2");
}

TEST_CASE("kit: a Lua error unwinding through C++ runs destructors", "[kit]") {
  State s;
  // A plain lua_CFunction (not through the kit's wrapper).
  destroyed = false;
  lua_pushcfunction(s.L, calls_lua_with_local);
  REQUIRE(luaL_loadstring(s.L, "error('from lua', 0)") == LUA_OK);
  int status = lua_pcall(s.L, 1, 1, 0);
  CHECK(status == LUA_ERRRUN);
  CHECK(std::string(lua_tostring(s.L, -1)) == "from lua");
  lua_pop(s.L, 1);
  CHECK(destroyed);
  // The same frame without an error also destroys its local, and returns normally.
  destroyed = false;
  lua_pushcfunction(s.L, calls_lua_with_local);
  REQUIRE(luaL_loadstring(s.L, "return 1") == LUA_OK);
  CHECK(lua_pcall(s.L, 1, 1, 0) == LUA_OK);
  CHECK(lua_toboolean(s.L, -1));
  lua_pop(s.L, 1);
  CHECK(destroyed);
  // Through the kit's wrapper: the Lua error passes its catch block untouched (not prefixed
  // as if it were a C++ exception) and the destructor still runs.
  bind(s.L, "kt_calls", doc(kit::Kind::Function, "kit_test.calls", calls_lua_with_local, "kit_test.calls(f)"));
  destroyed = false;
  CHECK(value_of(s.L, "local ok, msg = pcall(kt_calls, function() error({code = 42}) end); "
                      "return type(msg) == 'table' and msg.code") == "42");
  CHECK(destroyed);
  destroyed = false;
  CHECK(error_of(s.L, "kt_calls(function() error('inner', 0) end)") == "inner");
  CHECK(destroyed);
  CHECK(value_of(s.L, "return 6 * 7") == "42");
}

TEST_CASE("kit: type_name", "[kit]") {
  State s;
  REQUIRE(luaL_dostring(s.L, "return rat(1, 2), 3, 2.5, 'x', {}, nil, prob.uniform(2), true") == LUA_OK);
  int base = lua_gettop(s.L) - 8;
  CHECK(kit::type_name(s.L, base + 1) == "rat");
  CHECK(kit::type_name(s.L, base + 2) == "integer");
  CHECK(kit::type_name(s.L, base + 3) == "number");
  CHECK(kit::type_name(s.L, base + 4) == "string");
  CHECK(kit::type_name(s.L, base + 5) == "table");
  CHECK(kit::type_name(s.L, base + 6) == "nil");
  CHECK(kit::type_name(s.L, base + 7) == "prob");
  CHECK(kit::type_name(s.L, base + 8) == "boolean");
  CHECK(kit::type_name(s.L, base + 9) == "no value");
  int top = lua_gettop(s.L);
  (void)kit::type_name(s.L, base + 1);
  CHECK(lua_gettop(s.L) == top);  // leaves the stack as it found it
  lua_settop(s.L, 0);
}

TEST_CASE("kit: numbers across the boundary", "[kit]") {
  State s;
  lua_State* L = s.L;
  // push(BigInt): a Lua integer when it fits, else a rat of the same value.
  kit::push(L, alea::BigInt(-5));
  CHECK(lua_isinteger(L, -1));
  CHECK(lua_tointeger(L, -1) == -5);
  alea::BigInt big = alea::BigInt(1) << 63;
  kit::push(L, big);
  CHECK(kit::type_name(L, -1) == "rat");
  CHECK(kit::check_rational(L, -1) == alea::Rational(big));
  kit::push(L, alea::BigInt(big - 1));
  CHECK(lua_isinteger(L, -1));
  // check_numeric: integers and rats exact, floats not.
  lua_pushnumber(L, 0.25);
  alea::Number n = kit::check_numeric(L, -1);
  CHECK_FALSE(n.is_exact());
  CHECK(n.value == 0.25);
  kit::push(L, alea::Rational(1, 3));
  n = kit::check_numeric(L, -1);
  CHECK(n.is_exact());
  CHECK(*n.exact == alea::Rational(1, 3));
  CHECK(n.value == 1.0 / 3.0);
  // check_array: holes are argument errors naming the index.
  REQUIRE(luaL_dostring(L, "return {1, nil, 3}") == LUA_OK);
  CHECK_THROWS_WITH(kit::check_array(L, -1), "array has a hole at index 2");
  lua_settop(L, 0);
}

TEST_CASE("kit: the number of arguments is checked from the signature before the function runs", "[kit]") {
  State s;
  bind(s.L, "kt_f", doc(kit::Kind::Function, "kit_test.f", counts_arguments, "kit_test.f(a, b [, c])"));
  CHECK(error_of(s.L, "return kt_f(1)") == "kit_test.f: argument 2: expected a value, got no value");
  CHECK(error_of(s.L, "return kt_f()") == "kit_test.f: argument 1: expected a value, got no value");
  CHECK(value_of(s.L, "return kt_f(1, 2)") == "2");
  CHECK(value_of(s.L, "return kt_f(1, nil)") == "2");  // present, if nil: the function's checks see it
  CHECK(value_of(s.L, "return kt_f(1, 2, 3)") == "3");
  CHECK(value_of(s.L, "return kt_f(1, 2, 3, nil, nil)") == "5");  // trailing nils are not too many
  CHECK(error_of(s.L, "return kt_f(1, 2, 3, 4)") == "kit_test.f: argument 4: too many arguments (expected at most 3)");
  // Methods count self: a missing further argument is argument 1.
  bind(s.L, "kt_m", doc(kit::Kind::Method, "kit_test:m", counts_arguments, "O:m(n [, {k=1}])"));
  CHECK(error_of(s.L, "return kt_m({})") == "kit_test:m: argument 1: expected a value, got no value");
  CHECK(error_of(s.L, "return kt_m()") == "kit_test:m: self: expected a value, got no value");
  CHECK(value_of(s.L, "return kt_m({}, 1)") == "2");
  // A table call: required when a key has no default, optional when every key has one.
  bind(s.L, "kt_req", doc(kit::Kind::Function, "kit_test.req", counts_arguments, "kit_test.req{n=, k=1}"));
  bind(s.L, "kt_opt", doc(kit::Kind::Function, "kit_test.opt", counts_arguments, "kit_test.opt{k=1}"));
  CHECK(error_of(s.L, "return kt_req()") == "kit_test.req: argument 1: expected a value, got no value");
  CHECK(value_of(s.L, "return kt_opt()") == "0");
  // A real binding: alloc.wdl takes two allocations and an options table.
  CHECK(error_of(s.L, "return alloc.wdl(alloc(prob.dice(1), {1,0,0,0,0,0}))") ==
        "alloc.wdl: argument 2: expected a value, got no value");
}

TEST_CASE("kit: method<> binds a member, a data member or a free function without a wrapper", "[kit]") {
  State s;
  lua_State* L = s.L;
  luaL_newmetatable(L, "kit_test.point");
  lua_pushcfunction(L, destroy_point);
  lua_setfield(L, -2, "__gc");
  lua_pop(L, 1);
  kit::push_object<Point>(L, Point{3, 4});
  lua_setglobal(L, "p");
  bind(L, "kt_sum", doc(kit::Kind::Method, "kit_test.point:sum", kit::method<&Point::sum>, "P:sum()"));
  bind(L, "kt_scaled", doc(kit::Kind::Method, "kit_test.point:scaled", kit::method<&Point::scaled>, "P:scaled(k)"));
  bind(L, "kt_moved", doc(kit::Kind::Method, "kit_test.point:moved", kit::method<&Point::moved>, "P:moved(Q)"));
  bind(L, "kt_label", doc(kit::Kind::Method, "kit_test.point:label", kit::method<&Point::label>, "P:label(s, u)"));
  bind(L, "kt_both", doc(kit::Kind::Method, "kit_test.point:both", kit::method<&Point::both>, "P:both(swap)"));
  bind(L, "kt_x", doc(kit::Kind::Method, "kit_test.point:x", kit::method<&Point::x, push_negated>, "P:x()"));
  bind(L, "kt_coords", doc(kit::Kind::Method, "kit_test.point:coords", kit::method<&coordinates>, "P:coords()"));
  CHECK(value_of(L, "return kt_sum(p)") == "7");
  CHECK(value_of(L, "return kt_scaled(p, 3)") == "21");
  CHECK(value_of(L, "return kt_sum(kt_moved(p, p))") == "14");  // a bound type comes back as a new object
  CHECK(value_of(L, "return kt_label(p, 'x=', 0.5)") == "x=3");
  CHECK(value_of(L, "local b = kt_both(p, true); return #b .. ' ' .. kt_x(b[1])") == "1 -4");
  CHECK(value_of(L, "return kt_x(p)") == "-3");  // the row's pusher
  CHECK(value_of(L, "local c = kt_coords(p); return c[1] + c[2]") == "7");
  // Self and the arguments are checked in order, each naming its place.
  CHECK(error_of(L, "return kt_sum(5)") == "kit_test.point:sum: self: expected kit_test.point, got integer");
  CHECK(error_of(L, "return kt_scaled(p, 'k')") == "kit_test.point:scaled: argument 1: expected integer, got string");
  CHECK(error_of(L, "return kt_moved(p, 1)") == "kit_test.point:moved: argument 1: expected kit_test.point, got integer");
  CHECK(error_of(L, "return kt_label(p, 1, 'u')") == "kit_test.point:label: argument 1: expected string, got integer");
  CHECK(error_of(L, "return kt_label(p, 'x', 0/0)") == "kit_test.point:label: argument 2: expected a number, got NaN");
  CHECK(error_of(L, "return kt_both(p, 1)") == "kit_test.point:both: argument 1: expected boolean, got integer");
  lua_pushnil(L);
  lua_setglobal(L, "p");
}
