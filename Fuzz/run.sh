#!/usr/bin/env bash
# Builds every fuzz target with libFuzzer and AddressSanitizer, runs each for SECONDS from its seed
# corpus, and fails on any crash, leak, timeout or out-of-memory. Prints the executions per target
# and in total.
#
#   Fuzz/run.sh SECONDS [TARGET ...]     targets: binding arguments timeline dsl css lottie archive
#                                        (default: all)
#
# Work files go to Fuzz/out/ (ignored by git): build/ (libraries and binaries), corpus/TARGET (the
# seeds plus what the fuzzer found, kept between runs), artifacts/TARGET (crashing inputs), logs/.
# Environment: FUZZ_TIMEOUT (seconds per input, default 10), FUZZ_RSS_MB (default 2048),
# FUZZ_JOBS (parallel fuzzing processes per target, default 1).
set -euo pipefail

seconds=${1:?usage: Fuzz/run.sh SECONDS [TARGET ...]}
shift
fuzz=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$fuzz")
out="$fuzz/out"
build="$out/build"
export PATH="/opt/swift/usr/bin:$PATH"
# Swift's own crash backtracer would get in the way of the sanitizers' reports.
export SWIFT_BACKTRACE=enable=no
mkdir -p "$build" "$out/logs"

all_targets=(binding arguments timeline dsl css lottie archive)
# Each target's directory under Fuzz/Targets.
declare -A directories=([binding]=Binding [arguments]=Arguments [timeline]=Timeline [dsl]=DSL [css]=CSS [lottie]=Lottie
    [archive]=Archive)
# The largest input per target, where the default (the largest seed, at least 4 KB) is too small to
# reach the limits that guard against huge inputs: long arrays, long chains, many rules.
declare -A max_lengths=([dsl]=65536 [css]=131072 [lottie]=262144 [archive]=131072)
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")

# One package name for every module, as SwiftPM gives, so `package` declarations are visible across them.
flags=(-O -g -parse-as-library -sanitize=fuzzer,address -swift-version 6 -package-name fxkit)

# The Swift files of a source directory, sorted so that builds are reproducible.
sources() {
    find "$@" -name '*.swift' | LC_ALL=C sort
}

# Whether $1 is missing or older than any file under the rest of the arguments.
stale() {
    local product=$1
    shift
    [ ! -e "$product" ] || [ -n "$(find "$@" -newer "$product" -print -quit)" ]
}

# Builds module $1 from Sources/$1 into a static library and a module file in $build, unless they
# are newer than its sources, this script and the libraries it depends on (the other arguments).
library() {
    local name=$1
    shift
    local product="$build/lib$name.a"
    local dependencies=()
    for dependency in "$@"; do dependencies+=("$build/lib$dependency.a"); done
    if stale "$product" "$root/Sources/$name" "$fuzz/run.sh" "${dependencies[@]}"; then
        echo "fuzz: building $name" >&2
        # shellcheck disable=SC2046
        swiftc "${flags[@]}" -enable-testing -emit-library -static -emit-module -module-name "$name" \
            -I "$build" -emit-module-path "$build/$name.swiftmodule" -o "$product" \
            $(sources "$root/Sources/$name")
    fi
}

# Builds fuzz target $1 from its entry point, the shared harness code and any extra sources given.
executable() {
    local target=$1
    shift
    local product="$build/fuzz-$target"
    local entry="$fuzz/Targets/${directories[$target]}"
    if stale "$product" "$entry" "$fuzz/Targets/Common" "$build"/*.a "$@"; then
        echo "fuzz: building the $target target" >&2
        local libraries=()
        for library in "$build"/lib*.a; do libraries+=("$library"); done
        # shellcheck disable=SC2046
        swiftc "${flags[@]}" -use-ld=lld -module-name "Fuzz${directories[$target]}" -I "$build" -o "$product" \
            $(sources "$entry" "$fuzz/Targets/Common") "$@" "${libraries[@]}"
    fi
}

library Platform
library EffectsText
library EffectsRegistry EffectsText Platform
library Effects EffectsRegistry EffectsText
library EffectDSL EffectsRegistry EffectsText Platform
library EffectGraphics EffectsRegistry EffectsText Platform
library EffectsInterchange EffectsRegistry EffectsText Platform EffectDSL
library EffectsTool EffectsRegistry EffectsText Effects EffectDSL EffectGraphics EffectsInterchange Platform

for target in "${targets[@]}"; do
    case "$target" in
    binding | timeline | dsl | css | lottie | arguments | archive) executable "$target" ;;
    *)
        echo "fuzz: unknown target '$target' (the targets are ${all_targets[*]})" >&2
        exit 2
        ;;
    esac
done

total=0
failed=()
summary=()
for target in "${targets[@]}"; do
    corpus="$out/corpus/$target"
    artifacts="$out/artifacts/$target"
    log="$out/logs/$target.log"
    mkdir -p "$corpus" "$artifacts"
    options=(
        -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb="${FUZZ_RSS_MB:-2048}"
        -print_final_stats=1 -detect_leaks=1 -artifact_prefix="$artifacts/"
    )
    [ -f "$fuzz/Dictionaries/$target.dict" ] && options+=(-dict="$fuzz/Dictionaries/$target.dict")
    [ -n "${max_lengths[$target]:-}" ] && options+=(-max_len="${max_lengths[$target]}")
    seeds=()
    [ -d "$fuzz/Corpus/$target" ] && seeds+=("$fuzz/Corpus/$target")
    # The language's own examples seed the DSL target as they are today.
    [ "$target" = dsl ] && seeds+=("$root/effects")
    # The import's Chromium corpus and the shipped stylesheet seed the CSS target.
    [ "$target" = css ] && seeds+=("$root/Tests/EffectsInterchangeTests/Import/Corpus" "$root/effects/examples")
    echo "fuzz: running $target for ${seconds}s" >&2
    status=0
    "$build/fuzz-$target" "${options[@]}" "$corpus" "${seeds[@]}" >"$log" 2>&1 || status=$?
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    runs=${runs:-0}
    total=$((total + runs))
    files=$(find "$corpus" -type f | wc -l)
    summary+=("$(printf '%-10s %12d executions  %6d corpus files  status %d' "$target" "$runs" "$files" "$status")")
    if [ "$status" -ne 0 ] || grep -qE '^==[0-9]+==ERROR|^SUMMARY: (Address|Leak)Sanitizer|ALARM: working on the last Unit' "$log"; then
        failed+=("$target")
        echo "fuzz: $target found a problem; the end of $log:" >&2
        tail -40 "$log" >&2
    fi
done

printf '%s\n' "${summary[@]}"
printf '%-10s %12d executions\n' total "$total"
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: findings in ${failed[*]}; crashing inputs are in $out/artifacts/" >&2
    exit 1
fi
