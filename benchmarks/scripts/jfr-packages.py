#!/usr/bin/env python3
"""Where a JFR recording's CPU samples and allocation samples fall, by Java package.

Usage: benchmarks/scripts/jfr-packages.py RECORDING.jfr [--top N] [--svg-prefix PREFIX]

Reads the recording through the JDK's `jfr print` (jdk.ExecutionSample for CPU,
jdk.ObjectAllocationSample for allocation) and prints, for each, the share of samples whose top frame
is in a package ("self") and the share whose stack passes through a package at least once
("inclusive"). Packages are cut to four segments (io.gatehouse.gateway.audit, io.vertx.core.http,
com.fasterxml.jackson.core, ...). With --svg-prefix it also writes PREFIX-cpu.svg and
PREFIX-alloc.svg, flame graphs of the same samples (root at the bottom, width = share).

Allocation samples are counted, not weighted by JFR's bytes-since-the-last-sample: on the gateway's
load those weights pile up on the few samples taken in Netty's io_uring loop (83 % of the bytes on
1.5 % of the samples), which says where the throttled sampler fired more than who allocated.
"""
import argparse
import html
import re
import subprocess
import sys
import zlib
from collections import Counter

FRAME = re.compile(r"^\s+([\w$.<>/\[\]-]+)\(")
# the root of stacks JFR cut at its depth (64 frames unless -XX:FlightRecorderOptions:stackdepth= says more)
CUT = "[stack cut by JFR]"
THREAD = re.compile(r'^\s+(?:sampledThread|eventThread) = "([^"]*)"')


def events(recording, event):
    """Yields (thread, frames top first) of each event of one type; a cut stack ends in CUT."""
    out = subprocess.run(["jfr", "print", "--events", event, "--stack-depth", "256", recording],
                         check=True, capture_output=True, text=True).stdout
    thread, frames, in_stack = "", [], False
    for line in out.splitlines():
        if line.startswith(event + " {"):
            thread, frames, in_stack = "", [], False
        elif line.strip() == "stackTrace = [":
            in_stack = True
        elif in_stack and line.strip() == "]":
            in_stack = False
        elif in_stack and line.strip() == "...":
            frames.append(CUT)
        elif in_stack:
            match = FRAME.match(line)
            if match:
                frames.append(match.group(1))
        elif line == "}" and frames:
            yield thread, frames
        elif THREAD.match(line):
            thread = THREAD.match(line).group(1)


def package(method):
    """io.vertx.core.http.impl.HttpServerImpl.listen -> io.vertx.core.http"""
    if method == CUT:
        return CUT
    segments = method.split(".")
    names = []
    for segment in segments:
        if segment[:1].isupper() or "$" in segment:
            break
        names.append(segment)
    return ".".join(names[:4]) or "(default)"


def report(title, samples, top):
    total = len(samples)
    own, through = Counter(), Counter()
    for _, frames in samples:
        own[package(frames[0])] += 1
        through.update({package(frame) for frame in frames})
    # event loops and workers numbered alike: vert.x-eventloop-thread-0 and -1 are one line
    threads = Counter(re.sub(r"-?\d+$", "", thread) for thread, _ in samples)
    cut = through[CUT]
    del through[CUT]
    print(f"== {title}: {total} samples ({cut} with their stack cut); by thread: "
          + ", ".join(f"{name} {100 * count / total:.0f}%" for name, count in threads.most_common(4)))
    print(f"  {'self':>6}  {'incl.':>6}  package (self: top frame; incl.: anywhere on the stack)")
    names = sorted(set(own) | set(through), key=lambda name: (-own[name], -through[name]))
    for name in names[:top]:
        print(f"  {100 * own[name] / total:5.1f}%  {100 * through[name] / total:5.1f}%  {name}")
    print("  inclusive, the project's own packages:")
    for name, count in through.most_common():
        if name.startswith("io.gatehouse"):
            print(f"          {100 * count / total:5.1f}%  {name}")


def flame_graph(samples, path, title):
    """A static SVG flame graph: one rectangle per frame and path, as wide as its share."""
    root = {}
    for _, frames in samples:
        node = root
        for frame in reversed(frames):
            entry = node.setdefault(frame, [0, {}])
            entry[0] += 1
            node = entry[1]
    total = sum(entry[0] for entry in root.values())
    width, row, rects, depth_max = 1800.0, 16, [], [0]

    def walk(node, x, depth):
        for frame, (weight, children) in sorted(node.items()):
            w = width * weight / total
            if w >= 0.5:
                rects.append((x, depth, w, frame, weight))
                walk(children, x, depth + 1)
                depth_max[0] = max(depth_max[0], depth)
            x += w

    walk(root, 0.0, 0)
    height = (depth_max[0] + 3) * row
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height}" '
             f'font-family="monospace" font-size="11">',
             f'<text x="4" y="13">{html.escape(title)}</text>']
    for x, depth, w, frame, weight in rects:
        y = height - (depth + 1) * row
        hue = 10 + zlib.crc32(package(frame).encode()) % 50
        label = frame.split(".", frame.count(".") - 1)[-1] if "." in frame else frame
        parts.append(f'<g><title>{html.escape(frame)} ({100 * weight / total:.1f}%)</title>'
                     f'<rect x="{x:.1f}" y="{y}" width="{w:.1f}" height="{row - 1}" fill="hsl({hue},80%,60%)"/>')
        if w > 40:
            parts.append(f'<text x="{x + 2:.1f}" y="{y + 11}">{html.escape(label[: int(w / 6.6)])}</text>')
        parts.append("</g>")
    parts.append("</svg>")
    with open(path, "w") as out:
        out.write("\n".join(parts))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("recording")
    parser.add_argument("--top", type=int, default=15)
    parser.add_argument("--svg-prefix")
    args = parser.parse_args()
    cpu = list(events(args.recording, "jdk.ExecutionSample"))
    alloc = list(events(args.recording, "jdk.ObjectAllocationSample"))
    if not cpu:
        sys.exit(f"{args.recording} has no CPU samples")
    report("CPU (jdk.ExecutionSample, Java code only)", cpu, args.top)
    report("allocation (jdk.ObjectAllocationSample, counted)", alloc, args.top)
    if args.svg_prefix:
        flame_graph(cpu, args.svg_prefix + "-cpu.svg", f"CPU samples ({len(cpu)})")
        flame_graph(alloc, args.svg_prefix + "-alloc.svg", f"allocation samples ({len(alloc)})")


if __name__ == "__main__":
    main()
