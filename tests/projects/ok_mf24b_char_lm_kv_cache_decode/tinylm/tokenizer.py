"""Characters to ids and back."""


class CharTokenizer:
    def __init__(self, alphabet):
        self.alphabet = alphabet
        self.index = {c: i for i, c in enumerate(alphabet)}

    @classmethod
    def fit(cls, text):
        return cls(sorted(set(text)))

    @property
    def size(self):
        return len(self.alphabet)

    def encode(self, text):
        return [self.index[c] for c in text if c in self.index]

    def decode(self, ids):
        return "".join(self.alphabet[int(i)] for i in ids)
