"""``python -m bench`` (``make bench``): every benchmark, each printing its table."""

from bench import bench_stepper, lisp, search

search.main()
lisp.bench_against_lisp()
bench_stepper.main()
