from gamesearch.cli import main

raise SystemExit(main())
