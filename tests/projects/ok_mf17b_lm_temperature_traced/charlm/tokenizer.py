class CharTokenizer:
    def __init__(self, alphabet):
        self.alphabet = alphabet
        self.index = {c: i for i, c in enumerate(alphabet)}

    @property
    def vocab_size(self):
        return len(self.alphabet)

    def encode(self, text):
        return [self.index[c] for c in text]

    def decode(self, ids):
        return "".join(self.alphabet[i] for i in ids)
