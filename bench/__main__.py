from bench import search

search.main()
try:
    from bench import bench_stepper
except ImportError:  # the widgets benchmark needs ipywidgets
    bench_stepper = None
if bench_stepper is not None and hasattr(bench_stepper, "main"):
    bench_stepper.main()
