"""Byte-level tokenizer with BOS/EOS ids above the byte range."""


class ByteTokenizer:
    bos_id = 256
    eos_id = 257

    @property
    def vocab_size(self):
        return 258

    def encode(self, text, add_special=True):
        ids = list(text.encode("utf-8"))
        return [self.bos_id, *ids, self.eos_id] if add_special else ids

    def encode_batch(self, texts):
        return [self.encode(t) for t in texts if t]

    def decode(self, ids):
        return bytes(i for i in ids if i < 256).decode("utf-8", errors="replace")
