"""``python -m bench`` (``make bench``): every benchmark, each printing its table."""

from bench import bench_stepper, search

search.main()
bench_stepper.main()
