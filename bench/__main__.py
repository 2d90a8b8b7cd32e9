"""``python -m bench`` (``make bench``): every benchmark, each printing its table."""

from bench import (
    bench_stepper,
    etc,
    granularity,
    lisp,
    mt_family,
    player_size,
    proof,
    reversi8,
    search,
    site,
    trace_files,
)

search.main()
mt_family.main()
etc.main()
granularity.main()
lisp.bench_against_lisp()
lisp.bench_floor()
reversi8.bench_reversi8()
bench_stepper.bytes_per_event()
bench_stepper.main()
proof.main()
trace_files.main()
bench_stepper.browser_steps()
player_size.main()
site.bench_site()
