"""`magtui serve`: one SSH server for a whole club, with no shell and no accounts.

- `server`: the SSH side (asyncssh). Each connection gets the magtui menu on a pseudo-terminal
  and nothing else: no exec, no subsystem (sftp), no forwarding.
- `zygote`: a warm, single-threaded process that has imported the app and every game; each
  session is a fork of it, so it starts at once and shares the zygote's memory.
- `players`: who is who: the name bound to each SSH key.
- `watch_relay`: one inotify instance in the server watches the tables for every session.

The tables live in a folder only the server's user reads: no player sees a seed or a sealed
choice, whatever they type. Nothing here imports Textual; the zygote imports it when it starts.
"""
