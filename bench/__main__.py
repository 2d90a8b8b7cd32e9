"""``python -m bench`` (``make bench``): every benchmark, each printing its table."""

from bench import bench_stepper, etc, granularity, lisp, mt_family, reversi8, search, site

search.main()
mt_family.main()
etc.main()
granularity.main()
lisp.bench_against_lisp()
lisp.bench_floor()
reversi8.bench_reversi8()
bench_stepper.main()
bench_stepper.browser_steps()
site.bench_site()
