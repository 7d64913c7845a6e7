#pragma once
// The binding kit: include this one header in a bindings/lua_<module>.cpp.
#include "kit/args.hpp"
#include "kit/function.hpp"
#include "kit/module.hpp"
#include "kit/numbers.hpp"
#include "kit/options.hpp"
#include "kit/picture.hpp"
#include "kit/push.hpp"
#include "kit/record.hpp"
#include "kit/registry.hpp"
#include "kit/saved.hpp"
