"""Start-up of the `judge` command.

Loading the engine creates some tens of thousands of objects that live as long as the process
(classes, schemas, compiled templates). Python's cycle collector would walk them all several
times while they are being created and find nothing to free: about a tenth of the start-up time.
So it waits until they exist, then sets them aside for good (`gc.freeze`) and runs as usual for
what the ruling itself allocates.
"""

from __future__ import annotations

import gc


def main() -> None:
    gc.disable()
    from judge.cli import app

    gc.freeze()
    gc.enable()
    app()
