from magtui.cli import main

raise SystemExit(main())
