# The README's two commands: `make run` and `make test`.
# Both install any missing Debian package first, so they work on a fresh machine.

PACKAGES := g++ make cmake pkg-config liblua5.4-dev libboost-dev catch2 libedit-dev libbenchmark-dev libglpk-dev
JOBS     ?= $(shell nproc 2>/dev/null || echo 2)
BUILD    ?= build
ASAN     ?= build-asan
BENCH    ?= build-bench

.PHONY: run test build asan deps bench api clean

run: build
	./$(BUILD)/alea

test: build
	cd $(BUILD) && ctest --output-on-failure -j$(JOBS)
	$(MAKE) asan
	cd $(ASAN) && ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1 \
	  ctest --output-on-failure -j$(JOBS)

build: deps
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release
	cmake --build $(BUILD) -j$(JOBS)

asan: deps
	cmake -S . -B $(ASAN) -DCMAKE_BUILD_TYPE=Debug -DALEA_SANITIZE=ON \
	  -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g"
	cmake --build $(ASAN) -j$(JOBS)

# Benchmarks build in their own folder, so the option never sticks in the shared build.
bench: deps
	cmake -S . -B $(BENCH) -DCMAKE_BUILD_TYPE=Release -DALEA_BENCH=ON -DBUILD_TESTING=OFF
	cmake --build $(BENCH) -j$(JOBS)

api: build
	cmake --build $(BUILD) --target api_doc

# apt-get when root; otherwise the exact command to run, and stop.
deps:
	@missing=""; for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	  else \
	    echo "alea needs these Debian packages. Run:"; \
	    echo "  sudo apt-get install$$missing"; \
	    exit 1; \
	  fi; \
	fi

clean:
	rm -rf $(BUILD) $(ASAN) $(BENCH)
