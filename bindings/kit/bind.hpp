#pragma once
// Plain members bound without a hand-written wrapper. A row names a C++ member function, a data
// member, or a free function that takes the object first; the kit reads self (argument 1, an
// object of the bound type), reads the other arguments by their C++ types, calls, and pushes:
//
//   t.method({"tokens", method<&Allocation::tokens>, "X:tokens() -> integer", ...});
//   t.method({"mean", method<&cgt::Game::mean, push_dyadic>, "G:mean() -> rat", ...});  // a pusher
//   t.method({"mast", method<&cgt::Thermograph::mast, push_dyadic>, ...});              // a data member
//   t.method({"degree", method<&boolfn::degree>, "f:degree() -> integer", ...});        // degree(const F&)
//   t.method({"value", method<&cgt::Position::value>, "P:value() -> cgt.game", ...});  // via shared_ptr<const Position>
//
// The parameter after self at position k (argument k + 1) is read by Arg<P>::check(L, k + 1),
// left to right: the kit reads double, bool, std::string, long long and objects of bound types
// (by const reference); a module reads its own value types by specializing Arg beside its
// conversions (lua_cgt.hpp: cgt::Dyadic). The result is pushed as a new object when it is of a
// bound type (or an array of such), else by push(L, r) (push.hpp), or by the pusher the row names. Anything more (options, several results, a choice of pushes) is a
// function written out in the area's file.
#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "kit/args.hpp"
#include "kit/push.hpp"

namespace alea::kit {

// Reads the argument at idx as a T. Unspecialized: an object of a bound type (TypeName<T>).
template <class T>
struct Arg {
  static const T& check(lua_State* L, int idx) { return check_object<T>(L, idx); }
};
template <>
struct Arg<double> {
  static double check(lua_State* L, int idx) { return check_number(L, idx); }
};
template <>
struct Arg<bool> {
  static bool check(lua_State* L, int idx) { return check_boolean(L, idx); }
};
template <>
struct Arg<std::string> {
  static std::string check(lua_State* L, int idx) { return check_string(L, idx); }
};
template <>
struct Arg<long long> {
  static long long check(lua_State* L, int idx) { return check_integer(L, idx); }
};

namespace detail {

// What a bound member is: its self type and the types of its further parameters.
template <class F>
struct Member;
template <class R, class C, class... Ps>
struct Member<R (C::*)(Ps...) const> {
  using Self = C;
  using Params = std::tuple<Ps...>;
};
template <class R, class C, class... Ps>
struct Member<R (C::*)(Ps...) const noexcept> : Member<R (C::*)(Ps...) const> {};
template <class R, class C, class... Ps>
struct Member<R (*)(const C&, Ps...)> {
  using Self = C;
  using Params = std::tuple<Ps...>;
};
template <class R, class C, class... Ps>
struct Member<R (*)(const C&, Ps...) noexcept> : Member<R (*)(const C&, Ps...)> {};
template <class R, class C>
  requires std::is_object_v<R>
struct Member<R C::*> {
  using Self = C;
  using Params = std::tuple<>;
};

template <class P>
using ArgOf = Arg<std::remove_cvref_t<P>>;

template <class T>
constexpr bool is_bound = requires { TypeName<T>::value; };
template <class T>
constexpr bool is_vector_of_bound = false;
template <class T>
constexpr bool is_vector_of_bound<std::vector<T>> = is_bound<T>;

// Self at idx: an object of the bound type Self, or, when the bound type is a shared pointer to
// Self (a class hierarchy bound as one Lua type: cgt.position), the object it points to.
template <class Self>
const Self& check_self(lua_State* L, int idx) {
  if constexpr (is_bound<Self>) return check_object<Self>(L, idx);
  else return *check_object<std::shared_ptr<const Self>>(L, idx);
}

// Calls F on self and the arguments read in order (a braced list is evaluated left to right, so
// of two bad arguments the first is reported).
template <auto F, class Self, class... Ps, std::size_t... I>
decltype(auto) call_member(lua_State* L, std::tuple<Ps...>*, std::index_sequence<I...>) {
  const Self& self = check_self<Self>(L, 1);
  std::tuple<decltype(ArgOf<Ps>::check(L, 0))...> args{ArgOf<Ps>::check(L, static_cast<int>(I) + 2)...};
  return std::invoke(F, self, std::get<I>(std::move(args))...);
}

template <class R>
void push_result(lua_State* L, const R& r) {
  if constexpr (is_bound<R>) push_object<R>(L, r);
  else if constexpr (is_vector_of_bound<R>)
    push_array(L, r, [](lua_State* L, const typename R::value_type& e) { push_object<typename R::value_type>(L, e); });
  else push(L, r);
}

}  // namespace detail

// The lua_CFunction of a row: self's member F called with the further arguments, its result
// pushed by Push (or push(L, r) when none is named).
template <auto F, auto Push = nullptr>
int method(lua_State* L) {
  using M = detail::Member<decltype(F)>;
  using Params = typename M::Params;
  decltype(auto) r = detail::call_member<F, typename M::Self>(
      L, static_cast<Params*>(nullptr), std::make_index_sequence<std::tuple_size_v<Params>>{});
  if constexpr (std::is_same_v<decltype(Push), std::nullptr_t>) detail::push_result(L, r);
  else Push(L, r);
  return 1;
}

}  // namespace alea::kit
