"""On-demand benchmarks that print tables (never run as tests): ``make bench``."""
