"""pygls 2.1's protocol, with four defects worked around (each observed against pygls 2.1.1),
and diagnostics written to JSON directly (jaxlint/lsp_wire.py).

* **A Future per notification, kept forever.** `JsonRPCProtocol._execute_handler` stores the
  future of every generator, coroutine or thread handler in `_request_futures` under a fresh
  uuid. Requests' futures are removed by `_send_handler_result`; notifications' are not, since
  their callback, `_check_handler_result`, never pops. pygls' own handlers for didOpen,
  didChange, didClose (and the rest) are generators, so each of those notifications left a
  Future behind (measured: 20 MB over 10,000 didChange, about 2 KB each; a coroutine user
  handler adds a second one). Here every handler's future is dropped once it is done.
* **Invalid params got no reply.** A request whose params fail to structure raises
  JsonRpcInvalidParams inside `json.loads`' object hook; the read loop logs it and the client
  waits forever. Here such a request is answered with that error.
* **Requests after `shutdown` got no reply.** The LSP asks for an InvalidRequest error.
* **Incremental edits were applied at the wrong place** after a line holding `\\f`, `\\x1c` or
  `\\u2028` (pygls splits lines with `str.splitlines`), and an edit to a document that is not
  open raised. Here edits follow the LSP's own line breaks and clamp positions past a line's end,
  past the end of the text or inside a surrogate pair (jaxlint/lsp_edits.py).
"""

from __future__ import annotations

import logging
from concurrent.futures import Future
from functools import partial
from typing import Any
from urllib.parse import unquote

from lsprotocol import types
from pygls.exceptions import JsonRpcException, JsonRpcInvalidParams, JsonRpcInvalidRequest
from pygls.protocol import LanguageServerProtocol, lsp_method
from pygls.protocol.json_rpc import RPCRequest

from jaxlint import lsp_wire
from jaxlint.lsp_edits import apply_change, units_for

logger = logging.getLogger("jaxlint.lsp")


ANSWERED = object()  # a request already answered with an error while it was read


class JaxlintProtocol(LanguageServerProtocol):
    def __init__(self, server, converter) -> None:
        super().__init__(server, converter)
        lsp_wire.install(self._converter)  # diagnostics written directly, not by cattrs' walk

    def _execute_handler(self, msg_id, handler, callback, args=None, kwargs=None):
        super()._execute_handler(msg_id, handler, callback, args, kwargs)
        future = self._request_futures.get(msg_id)
        if future is not None:
            future.add_done_callback(partial(self._forget, msg_id))

    def _forget(self, msg_id: Any, future: Future) -> None:
        if self._request_futures.get(msg_id) is future:
            del self._request_futures[msg_id]

    def structure_message(self, data: dict[str, Any]):
        try:
            return super().structure_message(data)
        except JsonRpcException as exc:
            msg_id = data.get("id")
            if "method" not in data or not isinstance(msg_id, (int, str)) or isinstance(msg_id, bool):
                raise  # not a request: nobody waits for an answer
            method = data.get("method")
            error = JsonRpcInvalidParams(f"invalid params for {method!r}") if isinstance(
                exc, JsonRpcInvalidParams) else exc
            logger.warning("jaxlint: request %r (%s): %s", msg_id, method, error.message)
            self._send_response(msg_id, error=error.to_response_error())
            return ANSWERED

    def handle_message(self, message):
        if message is ANSWERED:
            return
        if self._shutdown and isinstance(message, RPCRequest) and message.method != types.EXIT:
            error = JsonRpcInvalidRequest(f"the server is shutting down: {message.method!r} refused")
            self._send_response(message.id, error=error.to_response_error())
            return
        super().handle_message(message)

    @lsp_method(types.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params: types.DidChangeTextDocumentParams):
        uri = params.text_document.uri
        document = self.workspace.text_documents.get(unquote(uri))
        if document is None:
            logger.warning("jaxlint: didChange for %s, which is not open: ignored", uri)
            return
        units = units_for(self.workspace.position_encoding)
        text = document.source
        for change in params.content_changes:
            if isinstance(change, types.TextDocumentContentChangePartial):
                start, end = change.range.start, change.range.end
                text = apply_change(text, (start.line, start.character), (end.line, end.character),
                                    change.text, units)
            else:
                text = change.text
        whole = types.TextDocumentContentChangeWholeDocument(text=text)
        self.workspace.update_text_document(params.text_document, whole)
        if (user_handler := self.fm.features.get(types.TEXT_DOCUMENT_DID_CHANGE)) is not None:
            yield user_handler, (params,), None
