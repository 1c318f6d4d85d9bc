"""pix_client: the pix v1 API from Python.

    from pix_client import Client, PixProblem
    pix = Client(base_url="http://localhost:8787", api_key="pix_…")
    pix.index_snapshot("PIXCPI")["data"]["value"]["decimal"]
"""

from .client import Client
from .models import OPERATIONS
from .problem import PixProblem
from .stream import ChannelRejected, PixStreamError, SequenceGap, StreamV1, StreamV2, stream_url

__all__ = [
    "OPERATIONS",
    "ChannelRejected",
    "Client",
    "PixProblem",
    "PixStreamError",
    "SequenceGap",
    "StreamV1",
    "StreamV2",
    "stream_url",
]
__version__ = "0.1.0"
