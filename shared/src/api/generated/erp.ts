/* eslint-disable */
// GENERATED from the erp module's OpenAPI document by `pnpm --filter @kraanvogel/api generate:api-types`.
// Do not edit: change the api's schemas and regenerate (a test fails when this file is stale).

export interface paths {
    "/api/app/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invoice or credit note with its lines */
        get: {
            parameters: {
                query: {
                    InvoiceNo: string;
                    InvoiceType: "Invoice" | "Credit";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Invoice"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/invoice/invoice-overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer's invoices and credit notes, newest first, with the totals of everything the filter finds */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        DateFrom?: string;
                        /** Format: date */
                        DateTo?: string;
                        /** @enum {string} */
                        InvoiceType?: "Invoice" | "Credit";
                        IsPaid?: boolean;
                        /** @default 10 */
                        MaxResultCount?: number;
                        /** @description Part of the invoice or order number */
                        Search?: string;
                        /** @default 0 */
                        SkipCount?: number;
                        Sorting?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["InvoiceSummary"][];
                            totalCount: number;
                            totals: {
                                totalInclVat: number;
                                totalNet: number;
                                totalVat: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/invoice/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF of one invoice or credit note, base64-encoded */
        get: {
            parameters: {
                query: {
                    InvoiceNo: string;
                    InvoiceType: "Invoice" | "Credit";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: byte */
                            content: string;
                            fileName: string;
                            mimeType: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order with its lines and invoices */
        get: {
            parameters: {
                query: {
                    OrderNo: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/order/order-overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's orders, newest first, optionally filtered */
        get: {
            parameters: {
                query?: {
                    CostCentreId?: number;
                    InformationFilter?: "FindOrder" | "ExpectedToday" | "OfferedForDelivery" | "BackOrder" | "ToBeProcessed" | "ReturnOrdersOrComplaints";
                    ItemNo?: string;
                    MaxResultCount?: number;
                    OrderNo?: string;
                    Search?: string;
                    SkipCount?: number;
                    Sorting?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["OrderSummary"][];
                            totalCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/order/purchase-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the customer ordered in the last 24 months, per article: how many orders, how much, when last (only the articles asked for, or all) */
        get: {
            parameters: {
                query?: {
                    /** @description Comma-separated item numbers (at most 100); without it, every article the customer ordered in the period, most often ordered first */
                    ItemNos?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["PurchasedArticle"][];
                            /** @description The period looked at: the orders of this many months back */
                            months: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/order/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put all or some lines of an order into a basket (BasketId) or a new basket (NewBasketName); lines that cannot be added are reported */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        BasketId?: number;
                        LineNos?: number[];
                        NewBasketName?: string;
                        OrderNo: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReorderResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorResponse: {
            error: {
                code: string;
                details?: string;
                message: string;
                validationErrors?: {
                    members: string[];
                    message: string;
                }[];
            };
        };
        Invoice: {
            costCentreName: string | null;
            dueDate: string;
            invoiceDate: string;
            invoiceNo: string;
            /** @enum {string} */
            invoiceType: "Invoice" | "Credit";
            isPaid: boolean;
            lines: {
                amount: number;
                description: string;
                discountPercentage: number;
                itemNo: string;
                lineNo: number;
                unitPrice: number;
            }[];
            orderNo: string | null;
            totalInclVat: number;
            totalNet: number;
            totalVat: number;
        };
        InvoiceSummary: {
            costCentreName: string | null;
            dueDate: string;
            invoiceDate: string;
            invoiceNo: string;
            /** @enum {string} */
            invoiceType: "Invoice" | "Credit";
            isPaid: boolean;
            orderNo: string | null;
            totalInclVat: number;
            totalNet: number;
            totalVat: number;
        };
        Order: {
            costCentreName: string | null;
            deliveryAddress: {
                city: string | null;
                country: string | null;
                name: string | null;
                postalCode: string | null;
                street: string | null;
            };
            deliveryMethod: string;
            invoices: components["schemas"]["InvoiceSummary"][];
            lines: components["schemas"]["OrderLine"][];
            /** Format: date-time */
            orderDate: string;
            orderNo: string;
            /** @enum {string} */
            orderType: "Order" | "Return";
            plannedDeliveryDate: string | null;
            poNumber: string | null;
            reference: string | null;
            returnOf: string | null;
            status: number;
            statusColour: string;
            statusName: string;
            totalNet: number;
        };
        OrderLine: {
            amount: number;
            /** @description Ordered but not yet delivered while the order is partly delivered */
            backOrder: number;
            delivered: number;
            description: string;
            discountPercentage: number;
            itemNo: string;
            lineNo: number;
            /** @description Taken back by return orders of this order that are not cancelled (0 on a return order) */
            returned: number;
            unitPrice: number;
        };
        OrderSummary: {
            costCentreName: string | null;
            deliveryMethod: string;
            lineCount: number;
            /** Format: date-time */
            orderDate: string;
            orderNo: string;
            /** @enum {string} */
            orderType: "Order" | "Return";
            plannedDeliveryDate: string | null;
            poNumber: string | null;
            reference: string | null;
            /** @description 100 received, 200 in process, 250 partly delivered (back order), 300 delivered, 999 cancelled */
            status: number;
            /** @description The state's badge colour: a key of the shop's colour list (packages/rules status-colours) */
            statusColour: string;
            /** @description The state label from the order-states table */
            statusName: string;
            totalNet: number;
        };
        PurchasedArticle: {
            itemNo: string;
            /**
             * Format: date
             * @description The date of the latest of those orders
             */
            lastOrderDate: string;
            /** @description The amounts of those order lines added up */
            quantity: number;
            /** @description How many orders of the customer had the article (not cancelled, not returns) */
            timesOrdered: number;
        };
        ReorderResult: {
            added: {
                amount: number;
                /** @description The customer's net unit price today, as the basket shows it */
                currentPrice: number;
                description: string;
                itemNo: string;
                lineNo: number;
                /** @description The net unit price of the order line */
                orderPrice: number;
                /** @description Whether today’s price differs from the order’s */
                priceChanged: boolean;
            }[];
            basketId: number;
            basketName: string;
            newBasket: boolean;
            notAdded: {
                amount: number;
                description: string;
                itemNo: string;
                lineNo: number;
                reason: string;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
