export class Queue {
	constructor() {
		this.items = [];
	}

	push(item) {
		this.items.push(item);
	}

	pop() {
		var first = this.items[0];
		this.items = this.items.slice(1);
		return first;
	}
}
