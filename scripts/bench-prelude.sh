#!/usr/bin/env bash
# SPDX-License-Identifier: EPL-2.0
# Sourced first by the benchmark scripts of scripts/: where the repository and the isolang
# launcher are ($ISOLANG, e.g. a copy of the product, else ./isolang), the load average when the
# run started and now, and the machine the numbers were taken on. Run the benchmarks as
# `nice -n 19 scripts/...` on a shared machine; the reports record the load with every number.

root="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
isolang="${ISOLANG:-$root/isolang}"
# The 1-, 5- and 15-minute load average when the run started.
load_start="$(cut -d' ' -f1-3 /proc/loadavg)"

# load: the 1-minute load average now.
load() { cut -d' ' -f1 /proc/loadavg; }

# load_now: the 1-, 5- and 15-minute load average now.
load_now() { cut -d' ' -f1-3 /proc/loadavg; }

# cpu_model: the processor's model name.
cpu_model() { grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs; }

# java_version: the first line of `java -version`.
java_version() { java -version 2>&1 | head -1; }
