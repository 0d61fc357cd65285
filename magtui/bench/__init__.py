"""`python -m magtui.bench`: the speed and memory figures of issue 14, each with its budget.

The app runs in a pty at 80×24 beside a bare Textual app (one Static) started in the same run,
so that first frames (the fastest of several launches) are ratios that hold on a busy machine;
engine figures come from the engines alone (CPU time).
"""
